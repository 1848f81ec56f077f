#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Keyboard alone, end to end (issue 28): the real sandtable binary driven by
key presses (XTest, through dogtail's rawinput) and read over AT-SPI, as a
screen reader reads it. Nothing is clicked and no AT-SPI action is done:
AT-SPI only says where the focus is and what the board's description, the
status line and the status bar say.

test_turn(): maneuver-basic against the Greedy player, a whole turn: Ctrl+P,
Tab to Start Game, Return; Tab to the board; N to a piece, Return to pick it,
T to a target, Return to move; Ctrl+Return to end a phase; until turn 2 comes
back to Blue (answering the retreats Red's attacks ask by T and Return).
test_card(): manoeuvre, Tab to the hand, Right to a card that can be played,
Return on it; marked for the opening discard, Ctrl+Return plays the set;
picked, a target on the board by T and Return, or a choice row by Tab and
Return; the log grows by the play. Then on through the turn (moves by N,
Return, T, Return; phases ended by Ctrl+Return), trying the hand at each
step, until a card is played, not discarded: the log says "Aurelia plays …"
(seed 5 deals her a Supply card).

Run through run-e2e.sh (session bus, accessibility bus, an X server of its own).
"""

import importlib.util
import os
import shutil
import sys
import tempfile
import time

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("e2e", os.path.join(HERE, "test-e2e.py"))
e2e = importlib.util.module_from_spec(spec)
spec.loader.exec_module(e2e)

import pyatspi  # noqa: E402
from dogtail import rawinput  # noqa: E402

ROOT = e2e.ROOT
failures = 0


def check(condition, what):
    global failures
    print(("ok - " if condition else "not ok - ") + what, flush=True)
    if not condition:
        failures += 1
    return condition


def key(combo, pause=0.3):
    rawinput.keyCombo(combo)
    time.sleep(pause)


def focused(app):
    return app.findChild(lambda n: n.getState().contains(pyatspi.STATE_FOCUSED), retry=False,
                         requireResult=False)


def tab_to(app, predicate, what, limit=60):
    """Presses Tab until the focus is on a node that predicate accepts."""
    for _ in range(limit):
        node = focused(app)
        if node is not None and predicate(node):
            return node
        key("Tab", 0.15)
    raise TimeoutError(f"Tab never reached {what}")


def status_node(app):
    return e2e.wait_for(lambda: app.findChild(lambda n: n.roleName == "label" and n.name.startswith("Turn "),
                                              retry=False, requireResult=False), what="the status line")


def row_text(row):
    return " ".join([row.name or ""] + [child.name or "" for child in row.children])


def hand_node(app):
    return tab_to(app, lambda n: n.name == "Hand" and n.getState().contains(pyatspi.STATE_FOCUSABLE),
                  "the hand")


def play_picked(app, board):
    """A picked card's target on the board (T, Return), or a choice row (Tab,
    Return)."""
    tab_to(app, lambda n: n.name == "Game Board", "the Game Board")
    key("t")
    if "target" in board.description:
        key("Return", 1.0)
    else:
        tab_to(app, lambda n: n.roleName == "list item" and n.parent is not None
               and n.parent.name == "Choices", "a choice")
        key("Return", 1.0)


def move_or_end(app, board):
    """A piece moved by N, Return, T, Return, else the phase ended."""
    tab_to(app, lambda n: n.name == "Game Board", "the Game Board")
    for _ in range(6):
        key("n")
        key("Return", 0.5)
        if "selected" not in board.description:
            continue
        key("t")
        if "target" in board.description:
            key("Return", 0.8)
            return
        key("Escape")
    key("<Control>Return", 1.0)


def copy_scenario(name):
    folder = tempfile.mkdtemp(prefix="sandtable-keys-")
    path = os.path.join(folder, name + ".xml")
    shutil.copy(os.path.join(ROOT, "data", "scenarios", name + ".xml"), path)
    return folder, path


def start_game(app, seed=None):
    key("<Control>p", 1.0)
    if seed is not None:
        # The Seed field: Ctrl+A, the number, Tab to leave it.
        tab_to(app, lambda n: n.name == "Seed" and n.roleName == "spin button", "the Seed field")
        key("<Control>a")
        rawinput.typeText(str(seed))
        key("Tab")
    tab_to(app, lambda n: n.name == "Start Game" and n.roleName == "push button", "Start Game")
    key("Return", 1.0)
    board = tab_to(app, lambda n: n.name == "Game Board" and n.roleName == "image", "the Game Board")
    check(board is not None, "Tab reaches the Game Board")
    return board


def test_turn():
    folder, path = copy_scenario("maneuver-basic")
    proc, app = e2e.start(path, {"XDG_STATE_HOME": folder})
    try:
        board = start_game(app)
        line = status_node(app)
        first = line.name
        check(first.startswith("Turn 1"), f"the game starts on turn 1 ({first!r})")
        moves = 0
        phases = 0
        described = False
        phase = None
        in_phase = 0
        announcer = app.findChild(lambda n: n.roleName == "status bar", retry=False, requireResult=False)
        for _ in range(40):
            now = line.name
            if now.startswith("Turn 2") and "Blue" in now:
                break
            if "Blue" not in now:
                said = announcer.name if announcer is not None else ""
                if "Blue to act" in said:
                    # Asked in Red's turn (a retreat): T to a target, Return.
                    key("t")
                    key("Return", 1.0)
                else:
                    time.sleep(0.5)  # the Greedy player's turn
                continue
            if now != phase:
                phase, in_phase = now, 0
            moved = False
            # Two pieces a phase, then Ctrl+Return ends it.
            for _ in range(6 if in_phase < 2 else 0):
                key("n")
                described |= bool(board.description)
                key("Return", 0.5)
                if "selected" not in board.description:
                    continue
                key("t")
                if "target" in board.description:
                    key("Return", 0.8)
                    moved = True
                    moves += 1
                    in_phase += 1
                    break
                key("Escape")
            if not moved:
                key("<Control>Return", 1.0)
                phases += 1
        final = line.name
        check(described, "the board's description reads the place under the cursor")
        check(moves > 0, f"pieces moved by N, Return, T, Return ({moves} moves)")
        check(phases > 0, f"Ctrl+Return ends a phase ({phases} phases)")
        check(final.startswith("Turn 2") and "Blue" in final, f"a whole turn played by keys ({final!r})")
        check(announcer is not None and announcer.name not in ("", "GtkLabel"),
              f"the status bar announces ({announcer.name if announcer else None!r})")
        check(proc.poll() is None, "the app is still running")
    finally:
        e2e.stop(proc)
        shutil.rmtree(folder, ignore_errors=True)


def test_card():
    folder, path = copy_scenario("manoeuvre")
    proc, app = e2e.start(path, {"XDG_STATE_HOME": folder})
    try:
        # Seed 5 deals Aurelia a Supply card, which she can play in her first
        # movement phase (sandtable-cli moves says so).
        board = start_game(app, seed=5)
        hand = hand_node(app)
        check("card 1 of" in hand.description, f"the hand reads its card ({hand.description!r})")
        log = app.findChild(lambda n: n.name == "Action Log" and n.roleName == "list", retry=False,
                            requireResult=False)
        before = len(log.children) if log is not None else 0
        played = False
        for position in range(8):
            if "can be played" not in hand.description:
                key("Right")
                continue
            key("Return", 0.6)
            if "marked" in hand.description:
                # Marked for a set (the discard): Ctrl+Return plays the set.
                key("<Control>Return", 1.0)
            else:
                # Picked: a target on the board by T and Return, or a choice
                # row by Tab and Return.
                tab_to(app, lambda n: n.name == "Game Board", "the Game Board")
                key("t")
                if "target" in board.description:
                    key("Return", 1.0)
                else:
                    tab_to(app, lambda n: n.roleName == "list item" and n.parent is not None
                           and n.parent.name == "Choices", "a choice")
                    key("Return", 1.0)
            after = len(log.children) if log is not None else 0
            played = after > before
            break
        check(played, "a card is played by the keyboard alone")

        line = status_node(app)
        played = None
        for _ in range(40):
            rows = [row_text(row) for row in log.children] if log is not None else []
            played = next((text for text in rows if "Aurelia plays " in text), None)
            if played is not None:
                break
            now = line.name
            if "Aurelia" not in now:
                time.sleep(0.5)  # the other player's turn
                continue
            if "Discard" in now:
                hand_node(app)
                key("<Control>Return", 1.0)  # discard nothing
                continue
            hand = hand_node(app)
            key("Home")
            for _ in range(8):
                if "can be played" in hand.description:
                    break
                key("Right")
            if "can be played" in hand.description:
                key("Return", 0.8)
                if "picked" in hand.description:
                    play_picked(app, board)
                continue
            move_or_end(app, board)
        check(played is not None, f"a card played, not discarded, by keys ({played!r})")
        check(proc.poll() is None, "the app is still running")
    finally:
        e2e.stop(proc)
        shutil.rmtree(folder, ignore_errors=True)


def main():
    for test in (test_turn, test_card):
        try:
            test()
        except Exception as error:  # report, do not hang meson
            check(False, f"{test.__name__}: {type(error).__name__}: {error}")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
