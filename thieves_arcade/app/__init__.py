"""The process: fixed-timestep loop, display and scaling, settings, audio, screenshots, command line."""
