"""Input: devices (keyboard segments, SDL game controllers) become seats that send per-seat intents."""
