"""Input: devices (keyboard segments, SDL game controllers) become seats that send per-seat intents."""

from .intents import DeviceChange, Intent, IntentEvent

__all__ = ["DeviceChange", "Intent", "IntentEvent"]
