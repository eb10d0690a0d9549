"""The rule-engine core: plain Python, no Qt (a test imports it with Qt blocked)."""
