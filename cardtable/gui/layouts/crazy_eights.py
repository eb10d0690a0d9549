"""Crazy Eights on the table: the other seats across the top (next player first, face down with
counts), stock and discard in the middle with the suit to follow, the prompt, and the hand of the
player whose turn it is fanned along the bottom. Everything in card-size units.

Gestures: drag a card from the hand onto the discard pile to play it (an 8 then asks for a suit on
the table); drag the stock onto the hand, or click it, to draw. Pass and "deal the next hand" are
buttons.
"""

from __future__ import annotations

from typing import Any

from ...core.cards import SUIT_NAMES, SUIT_SYMBOLS, card_name
from ..cards import BACK, CARD_RATIO
from . import LabelSpec, PieceSpec, TableSpec, TargetSpec

TABLE_H = 6.3
OPP_SCALE = 0.55
HAND_Y = TABLE_H - CARD_RATIO - 0.3
PILES_Y = 1.85


def piece_of(move: dict[str, Any]) -> str | None:
    kind = move.get("kind")
    if kind == "play":
        return "hand:" + move["card"]
    if kind == "draw":
        return "stock"
    return None


def target_of(move: dict[str, Any]) -> str | None:
    kind = move.get("kind")
    if kind == "play":
        return "discard"
    if kind == "draw":
        return "hand"
    return None


def choice_label(move: dict[str, Any]) -> str:
    suit = move.get("suit")
    if suit:
        return f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit].capitalize()}"
    return action_label(move)


def action_label(move: dict[str, Any]) -> str:
    return {"pass": "Pass (nothing to draw)", "next_hand": "Deal the next hand",
            "draw": "Draw a card"}.get(move.get("kind"), str(move.get("kind")))


def guess_move(piece: str, target: str | None) -> dict[str, Any] | None:
    if piece.startswith("hand:") and target == "discard":
        return {"kind": "play", "card": piece[5:]}
    if piece == "stock" and target == "hand":
        return {"kind": "draw"}
    return None


def wrong_place(piece: str, target: str | None) -> str:
    """A plain sentence for a drop that does not mean any move at all."""
    if piece == "stock":
        return "Drag the stock onto your hand (or click it) to draw a card."
    return "Play a card by dropping it on the discard pile."


def describe(game, state, viewer: int | None, aspect: float, prompt: str) -> TableSpec:
    # Everything drawn comes from what ``viewer`` may see (the game's zones): a face the
    # observation does not give is drawn face down.
    v = game.observation(state, viewer)
    zones, public = v["zones"], v["public"]
    players = v["players"]
    n = len(players)
    turn = public["turn"]
    scores = public["scores"]
    hands = [zones[f"hand/{seat}"]["cards"] for seat in range(n)]
    scoring = bool(v["options"].get("scoring"))
    opp_w = 2.0
    width = max(TABLE_H * aspect, (n - 1) * opp_w + 0.4, 7.2)
    spec = TableSpec(width=width, height=TABLE_H)
    cx = width / 2

    # ----- the other seats, in turn order after the current player ---------------------------
    others = [(turn + k) % n for k in range(1, n)]
    slot = (width - 0.2) / max(1, len(others))
    for i, seat in enumerate(others):
        centre = 0.1 + slot * (i + 0.5)
        count = len(hands[seat])
        name = players[seat]
        spec.labels.append(LabelSpec(name, centre, 0.12, size=0.2, bold=True, max_width=slot - 0.1,
                                     highlight=False))
        shown = min(count, 8)
        step = 0.12
        fan_w = OPP_SCALE + step * max(0, shown - 1)
        x0 = centre - fan_w / 2
        for k in range(shown):
            face = hands[seat][k]  # face up only once the hand is over and shown
            spec.pieces.append(PieceSpec(
                id=f"seat:{seat}:{k}", kind="card", face=face or BACK, x=x0 + k * step, y=0.45, z=k,
                scale=OPP_SCALE, owner=seat,
                name=(f"{name}'s hand: {count} card{'s' if count != 1 else ''}, face down" if face is None
                      else f"{card_name(face)}, in {name}'s hand")))
        extra = f"{count} card{'s' if count != 1 else ''}"
        if scoring:
            extra += f" \u00b7 {scores[seat]} pts"
        spec.labels.append(LabelSpec(extra, centre, 0.45 + OPP_SCALE * CARD_RATIO + 0.05, size=0.16,
                                     max_width=slot - 0.1))

    # ----- stock and discard --------------------------------------------------------------
    stock_x, discard_x = cx - 1.35, cx + 0.35
    stock_n = zones["stock"]["count"]
    spec.targets.append(TargetSpec("stock_zone", stock_x, PILES_Y, name="the stock", label=f"Stock ({stock_n})"))
    discard = zones["discard"]["cards"]  # only the upcard shows (the zone says so)
    depth = min(3, (stock_n + 9) // 10)
    if stock_n == 0 and len(discard) > 1:
        # drawing now turns the discards (all but the upcard) into a new stock: show it as one
        depth = 1
        spec.targets[-1].label = "Stock (0): reshuffle"
    for k in range(depth):
        top = k == depth - 1
        name = (f"the stock, {stock_n} cards: click to draw" if stock_n
                else "the empty stock: click to shuffle the discards into a new stock and draw")
        spec.pieces.append(PieceSpec(
            id="stock" if top else f"stock:{k}", kind="card", face=BACK,
            x=stock_x - 0.03 * (depth - 1 - k), y=PILES_Y - 0.03 * (depth - 1 - k), z=k,
            name=name if top else "the stock", clickable=top))
    spec.targets.append(TargetSpec("discard", discard_x, PILES_Y, name="the discard pile",
                                   label=f"Discard ({len(discard)})"))
    if discard:  # only the upcard shows (the zone says so); the count is on the label
        card = discard[-1]
        spec.pieces.append(PieceSpec(
            id="discard:top", kind="card", face=card or BACK, x=discard_x, y=PILES_Y, z=10,
            name=f"{card_name(card)}, on top of the discard pile" if card else "the discard pile"))
    suit = public["suit"]
    top_card = discard[-1] if discard else None
    if top_card is not None:
        if not suit:
            head, text = "After a joker", "any card"
        elif public["suit_named"]:
            head, text = "Suit named", f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}"
        else:
            head, text = "Follow", f"{SUIT_SYMBOLS[suit]} {SUIT_NAMES[suit]}"
        sx = discard_x + 1.2 + 0.85
        spec.labels.append(LabelSpec(head, sx, PILES_Y + 0.35, size=0.17, max_width=1.7))
        spec.labels.append(LabelSpec(text, sx, PILES_Y + 0.62, size=0.24, bold=True, max_width=1.7))
    spec.labels.append(LabelSpec(f"Hand {public['hand_no']}", stock_x - 0.95, PILES_Y + 0.35, size=0.17, max_width=1.7))
    spec.labels.append(LabelSpec(f"{n} players", stock_x - 0.95, PILES_Y + 0.62, size=0.17, max_width=1.7))

    # ----- prompt, buttons, the hand ----------------------------------------------------------
    spec.labels.append(LabelSpec(prompt, cx, PILES_Y + CARD_RATIO + 0.32, size=0.21, bold=True,
                                 max_width=width - 0.4))
    spec.buttons_at = (cx, PILES_Y + CARD_RATIO + 0.78)
    who = players[turn]
    hand = hands[turn]
    count = len(hand)
    face_up = all(card is not None for card in hand)
    cards = list(hand) if face_up else [BACK] * count
    avail = width - 0.6
    step = 0.72 if len(cards) < 2 else min(0.72, (avail - 1.0) / (len(cards) - 1))
    fan_w = 1.0 + step * max(0, len(cards) - 1)
    x0 = cx - fan_w / 2
    spec.targets.append(TargetSpec("hand", max(0.2, x0 - 0.1), HAND_Y - 0.1, w=min(avail + 0.2, fan_w + 0.2),
                                   h=CARD_RATIO + 0.2, name=f"{who}'s hand"))
    title = f"{who}'s hand" + (f" \u00b7 {count} card{'s' if count != 1 else ''}")
    if scoring:
        title += f" \u00b7 {scores[turn]} pts"
    spec.labels.append(LabelSpec(title, cx, HAND_Y - 0.36, size=0.2, bold=True, highlight=True, max_width=width - 0.4))
    seen: dict[str, int] = {}
    for k, card in enumerate(cards):
        if face_up:
            seen[card] = seen.get(card, 0) + 1
            pid = f"hand:{card}" + (f"#{seen[card]}" if seen[card] > 1 else "")
            spec.pieces.append(PieceSpec(id=pid, key=f"hand:{card}", kind="card", face=card,
                                         x=x0 + k * step, y=HAND_Y, z=20 + k, owner=turn,
                                         name=f"{card_name(card)}, in your hand"))
        else:
            spec.pieces.append(PieceSpec(id=f"seat:{turn}:{k}", kind="card", face=BACK,
                                         x=x0 + k * step, y=HAND_Y, z=20 + k, owner=turn,
                                         name=f"{who}'s hand, face down"))
    return spec
