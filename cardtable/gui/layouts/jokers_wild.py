"""Jokers Wild on the table: the square marble board on the left (drawn by Fast Track's board
painter from :func:`cardtable.games.marble_tracks.jokers_wild_board`: Home trays beside each
starting place, Castle lanes going in from their entrances, no fast track, no bullseye), and on
the right a panel with whose turn it is and the colour they move, the centre pile and the discard
pile, the count left of a split 7, the hand of five (its owner's only: the curtain comes down
between players) and every player's marbles in their Castle.

Gestures: drag a card from your hand onto the discard pile to play it (or, when nothing can be
played, to discard it; then you draw and the turn ends). Then drag a marble: only marbles with a
legal move lift and the holes they may go to light up. Any marble at Home may be dragged out
onto the starting place. A split 7 is two drags, the count left shown. With a Joker, drag your
marble onto the marble whose place it takes.
"""

from __future__ import annotations

from typing import Any

from ...core.cards import card_name
from ...games.jokers_wild import describe_hole
from ...games.marble_tracks import hole_kind, jokers_wild_board
from ..cards import BACK, CARD_RATIO
from ..hand_fan import hand_holder
from . import LabelSpec, PieceSpec, TableSpec, TargetSpec, turn_banner, whose_own
from .fast_track import board_beside_panel, board_painter, hole_targets, marbles_line, paint_marble, partner_rows, standings  # noqa: F401  (the marble painter is registered there)

PANEL_W = 3.5
BOARD = jokers_wild_board()


# ----- gestures ------------------------------------------------------------------------------
def piece_of(move: dict[str, Any]) -> str | None:
    kind = move.get("kind")
    if kind in ("move", "joker"):
        return "m:" + move["from"]
    if kind in ("play", "discard"):
        return "hand:" + move["card"]
    return None


def pieces_of(move: dict[str, Any]) -> list[str]:
    """Coming out of Home: any marble at Home may be dragged (the engine moves one of them)."""
    src = move.get("from")
    if move.get("kind") == "move" and isinstance(src, str) and hole_kind(src) == "pen":
        colour = src.split(":")[1]
        return ["m:" + h for h in BOARD.pens[colour]]
    piece = piece_of(move)
    return [piece] if piece else []


def target_of(move: dict[str, Any]) -> str | None:
    kind = move.get("kind")
    if kind in ("move", "joker"):
        return "h:" + move["to"]
    if kind in ("play", "discard"):
        return "discard"
    return None


def choice_label(move: dict[str, Any]) -> str:
    return action_label(move)


def action_label(move: dict[str, Any]) -> str:
    kind = move.get("kind")
    if kind == "discard":
        return f"Discard the {card_name(move['card'])}"
    if kind == "play":
        return f"Play the {card_name(move['card'])}"
    return str(kind)


def score_text(score: int) -> str:
    return f"{score} marble{'s' if score != 1 else ''} in the Castle"


def hint_words(move: dict[str, Any]) -> str | None:
    """Help > Hint for a card that cannot be played: "If you cannot play, you must discard a card
    and pick a new card to replace it." (A card played is the shared "play the 3 of clubs.": the
    discard pile is where cards are played.)"""
    if move.get("kind") == "discard" and isinstance(move.get("card"), str):
        return f"discard the {card_name(move['card'])} and draw a new card."
    return None


def guess_move(piece: str, target: str | None) -> dict[str, Any] | None:
    if target is None:
        return None
    if piece.startswith("m:") and target.startswith("h:"):
        src, dest = piece[2:], target[2:]
        return None if src == dest else {"kind": "move", "from": src, "to": dest, "steps": 0}
    if piece.startswith("hand:") and target == "discard":
        return {"kind": "play", "card": piece[5:].split("#")[0]}
    return None


def wrong_place(piece: str, target: str | None) -> str:
    if piece.startswith("hand:"):
        return "Drop the card on the discard pile to play it."
    return "Drop the marble on one of the lit holes."


# ----- the table ---------------------------------------------------------------------------
def describe(game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
    obs = game.observation(state, viewer)  # what the viewer may see: nothing else is read
    zones = obs["zones"]
    v = obs["public"]
    players = obs["players"]
    turn = v["turn"]
    over = v["phase"] == "over"
    colours = tuple(v["colours"])
    spec, f, frame_args, panel_x = board_beside_panel(aspect, 4, 5, PANEL_W, b=BOARD)
    current = (v["moving"],) if not over else ()
    moved = {m.get("from") for m in game.legal_moves(state) if m.get("kind") in ("move", "joker")}
    swatches: list[tuple[str, float, float, float]] = []
    spec.board = board_painter(4, 5, frame_args, colours, current, swatches, b=BOARD)

    # ----- holes (targets) and marbles --------------------------------------------------------
    hole_targets(spec, f, lambda hole: describe_hole(hole, colours))
    d = f.spacing * 0.86
    for seat, colour in enumerate(colours):
        for hole in v["marbles"][colour]:
            x, y = f.at(hole)
            spec.pieces.append(PieceSpec(
                id="m:" + hole, kind="marble", face=colour, x=x - d / 2, y=y - d / 2,
                z=10 + (1 if hole in moved else 0), w=d, h=d,
                name=f"{players[seat]}'s {colour} marble, {describe_hole(hole, colours)}"))

    # ----- the panel ----------------------------------------------------------------------------
    cx = panel_x + PANEL_W / 2
    y = 0.12
    if over:
        spec.labels.append(LabelSpec(prompt, cx, y, size=0.22, bold=True, highlight=True, max_width=PANEL_W))
    else:
        spec.labels.append(turn_banner(players[turn], cx, y, size=0.26, max_width=PANEL_W))
        helping = v["moving"] != colours[turn]
        # the marble, then its words, centred together ("moves purple (helping)" once ran over it)
        marbles_line(spec, swatches, (v["moving"],), f"moves {v['moving']}" + (" (helping)" if helping else ""),
                     cx, y + 0.5, room=PANEL_W - 0.2)
    y = 1.0
    card_s = 0.78
    pile_x, disc_x = cx - 0.05 - card_s - 0.25, cx + 0.3
    pile_n = zones["pile"]["count"]
    spec.targets.append(TargetSpec("pile", pile_x, y, w=card_s, h=card_s * CARD_RATIO, name="the centre pile",
                                   label=f"Pile ({pile_n})"))
    for k in range(min(3, (pile_n + 29) // 30)):
        spec.pieces.append(PieceSpec(id=f"pile:{k}", kind="card", face=BACK, scale=card_s, x=pile_x - 0.03 * k,
                                     y=y - 0.03 * k, z=k, name=f"the centre pile, {pile_n} cards"))
    discards = zones["discard"]["cards"]
    spec.targets.append(TargetSpec("discard", disc_x, y, w=card_s, h=card_s * CARD_RATIO,
                                   name="the discard pile", label="Discards", plays=True))
    if discards:
        top = discards[-1]
        spec.pieces.append(PieceSpec(id="discard:top", kind="card", face=top, scale=card_s, x=disc_x, y=y, z=5,
                                     name=f"the {card_name(top)}, on the discards"))
    y += card_s * CARD_RATIO + 0.42
    legal = game.legal_moves(state)
    if over:
        todo = ""
    elif v["seven_left"]:
        todo = f"7 split: {v['seven_left']} left"
    elif viewer is not None and viewer != turn:  # a computer's turn: no orders for the person watching
        todo = ""
    elif v["phase"] == "card":
        # (said from the hand only to its holder: behind the curtain it told the room that Ben
        # held no card to play, s37 t1 #1)
        todo = "No card plays: discard one" if viewer == turn and legal and legal[0].get("kind") == "discard" \
            else "Put a card on the discards"
    else:
        todo = "Joker: move your marble onto another" if v["card"] == "JK" else \
            f"Move a marble ({card_name(v['card'])})"
    if todo:  # (the prompt: a chooser's question takes its place)
        spec.prompt = LabelSpec(todo, cx, y, size=0.24 if v["seven_left"] else 0.2, bold=True, max_width=PANEL_W)
        spec.labels.append(spec.prompt)
    spec.buttons_at = (cx, y + 0.7)
    y += 0.45

    # ----- the hand of five --------------------------------------------------------------------
    if not over:
        holder = hand_holder(viewer, turn)
        faces = zones[f"hand/{holder}"]["cards"]
        shown = viewer is not None and None not in faces
        hs = 0.62
        step = 0.66
        x0 = cx - (hs + step * max(0, len(faces) - 1)) / 2
        spec.labels.append(LabelSpec(f"{whose_own(players, holder, viewer)} hand", cx, y, size=0.17, max_width=PANEL_W))
        y += 0.28
        seen: dict[str, int] = {}
        for k, c in enumerate(faces):
            if shown:
                seen[c] = seen.get(c, 0) + 1
                pid = f"hand:{c}" + (f"#{seen[c]}" if seen[c] > 1 else "")
                spec.pieces.append(PieceSpec(id=pid, key=f"hand:{c}", kind="card", face=c, scale=hs,
                                             x=x0 + k * step, y=y, z=20 + k, owner=holder,
                                             name=f"{card_name(c)}, in your hand: drag it to the discards"))
            else:
                spec.pieces.append(PieceSpec(id=f"seat:{holder}:{k}", kind="card", face=BACK, scale=hs,
                                             x=x0 + k * step, y=y, z=20 + k, owner=holder,
                                             name=f"{players[holder]}'s hand, face down"))
        y += hs * CARD_RATIO + 0.2

    # ----- everyone's marbles in the Castle ----------------------------------------------------
    # "with four players opposites are partners": said on the table, not only at set-up
    rows = partner_rows(players, game.seat_teams(state), lambda seat: [colours[seat]])
    for seat, name in enumerate(players):
        done = sum(1 for h in v["marbles"][colours[seat]] if hole_kind(h) == "home")
        # (the count never cut: a long name is cut to its first word before it)
        rows.append(([colours[seat]], name, seat == turn and not over, f": {done}/5 in the Castle"))
    standings(spec, swatches, rows, y, panel_x, PANEL_W)
    spec.board_key = ("jokers_wild", frame_args, colours, current, tuple(swatches))
    return spec
