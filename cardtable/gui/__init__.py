"""The Qt layer: it shows the model and turns gestures into moves; it never decides legality.

Modules are imported lazily (the start screen needs only QtWidgets), so the first window paints
quickly: ``app`` -> ``main_window`` -> ``start_screen``; the table, the drag controller, the card
painter and the game layouts load when a game is opened.
"""
