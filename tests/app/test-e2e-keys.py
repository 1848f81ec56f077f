#!/usr/bin/python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Keyboard alone, end to end (issue 28): the real sandtable binary driven by
key presses (XTest, through the AT-SPI registry) and read over AT-SPI, as a
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
import re
import shutil
import sys
import tempfile

HERE = os.path.dirname(os.path.abspath(__file__))
spec = importlib.util.spec_from_file_location("e2e", os.path.join(HERE, "test-e2e.py"))
e2e = importlib.util.module_from_spec(spec)
spec.loader.exec_module(e2e)

import pyatspi  # noqa: E402
from gi.repository import GLib  # noqa: E402

ROOT = e2e.ROOT
failures = 0

# No step sleeps: after each key the test waits for what the key changes (the
# board's or the hand's description, the status line, the announcement, the
# focus, the log) before it reads anything to decide the next key. Keys
# themselves need no pause: the app handles X input in order.
STEP = 15.0  # seconds a key's answer may take on a loaded machine
TURN = 120.0  # the other player's turn (the Greedy player thinks)


def check(condition, what):
    global failures
    print(("ok - " if condition else "not ok - ") + what, flush=True)
    if not condition:
        failures += 1
    return condition


def wait_for(predicate, what, timeout=STEP):
    return e2e.wait_for(predicate, timeout=timeout, what=what, interval=0.02)


# Keys go straight to the AT-SPI registry, without dogtail's pause after each.
key = e2e.key
type_text = e2e.type_text


class Focus:
    """The node that has the keyboard focus, as AT-SPI's focus events tell it:
    searching the whole window for the focused node took a second and a half
    a Tab. The events are read from the main context here, when asked."""

    def __init__(self):
        self.node = None
        pyatspi.Registry.registerEventListener(self._changed, "object:state-changed:focused")

    def _changed(self, event):
        if event.detail1:
            self.node = event.source

    def current(self, app):
        context = GLib.MainContext.default()
        while context.iteration(False):
            pass
        if self.node is None:
            # No focus event yet: once, the window is searched.
            self.node = app.findChild(lambda n: n.getState().contains(pyatspi.STATE_FOCUSED), retry=False,
                                      requireResult=False)
        return self.node


focus = None


def focused(app):
    global focus
    if focus is None:
        focus = Focus()
    return focus.current(app)


def tab_to(app, predicate, what, limit=60):
    """Presses Tab until the focus is on a node that predicate accepts, waiting
    after each Tab for the focus to move."""
    node = wait_for(lambda: focused(app), "a focused node")
    for _ in range(limit):
        if predicate(node):
            return node
        before = node
        key("Tab")
        node = wait_for(lambda: (lambda n: n if n is not None and n != before else None)(focused(app)),
                        f"the focus to move on towards {what}")
    raise TimeoutError(f"Tab never reached {what}")


def status_node(app):
    # A game's start deals, sets up and may start the AI: on a loaded machine
    # (make test builds and tests two trees at once) more than a key's STEP.
    return wait_for(lambda: app.findChild(lambda n: n.roleName == "label" and n.name.startswith("Turn "),
                                          retry=False, requireResult=False), "the status line",
                    timeout=4 * STEP)


def announcer_node(app):
    return wait_for(lambda: app.findChild(lambda n: n.roleName == "status bar", retry=False,
                                          requireResult=False), "the status bar")


class Targets:
    """Whether what is picked has targets: the Targets list beside the board
    is shown then, and only then (a hidden widget is not on the accessibility
    bus). It is looked for among the children of the side box that holds it
    and the log (the parent of the log's "Log" heading), not in the whole
    window."""

    def __init__(self, log):
        node = log
        while node is not None and not any(child.name == "Log" and child.roleName == "label"
                                           for child in node.children):
            node = node.parent
        if node is None:
            raise LookupError("no box holds the Log heading and the Action Log")
        self.side = node

    def shown(self):
        return any(child.name == "Targets" and child.roleName != "label" for child in self.side.children)


def log_node(app):
    return wait_for(lambda: app.findChild(lambda n: n.name == "Action Log" and n.roleName == "list",
                                          retry=False, requireResult=False), "the Action Log")


def row_text(row):
    return " ".join([row.name or ""] + [child.name or "" for child in row.children])


def hand_node(app):
    return tab_to(app, lambda n: n.name == "Hand" and n.getState().contains(pyatspi.STATE_FOCUSABLE),
                  "the hand")


def changed(read, before):
    """A predicate: read () answers something other than before."""
    return lambda: (lambda now: now is not None and now != before)(read())


def press_until_changed(combo, read, what):
    """Presses combo and waits until read () answers something new."""
    before = read()
    key(combo)
    return wait_for(changed(read, before), what)


def pick_piece(board, announcer):
    """Return on the piece under the cursor: it is selected (the board says
    so), or the status bar says why not. The announcement is read first: once
    it is new, the description read after it is as new."""
    said = announcer.name
    key("Return")
    wait_for(lambda: announcer.name != said or "selected" in board.description, "the piece picked, or why not")
    return "selected" in board.description


def go_to_target(board, targets):
    """T to the first target, when the pick has targets; False without."""
    if not targets.shown():
        return False
    key("t")
    wait_for(lambda: "target" in board.description, "the cursor on a target")
    return True


def press_target(app, announcer, log):
    """Return on the target under the cursor: the action is played, which the
    status bar announces and the log shows."""
    said = announcer.name
    rows = log.childCount
    key("Return")
    wait_for(lambda: announcer.name != said or log.childCount != rows, "the action played")


def play_picked(app, board, announcer, targets, log):
    """A picked card's target on the board (T, Return), or a choice row (Tab,
    Return)."""
    tab_to(app, lambda n: n.name == "Game Board", "the Game Board")
    if not go_to_target(board, targets):
        tab_to(app, lambda n: n.roleName == "list item" and n.parent is not None
               and n.parent.name == "Choices", "a choice")
    press_target(app, announcer, log)


def end_phase(line):
    press_until_changed("<Control>Return", lambda: line.name, "the phase ended")


def move_or_end(app, board, announcer, targets, log, line):
    """A piece moved by N, Return, T, Return, else the phase ended."""
    tab_to(app, lambda n: n.name == "Game Board", "the Game Board")
    for _ in range(6):
        press_until_changed("n", lambda: board.description, "the cursor on the next piece")
        if not pick_piece(board, announcer):
            continue
        if go_to_target(board, targets):
            press_target(app, announcer, log)
            return
        press_until_changed("Escape", lambda: "selected" in board.description, "the piece put back")
    end_phase(line)


def copy_scenario(name):
    folder = tempfile.mkdtemp(prefix="sandtable-keys-")
    path = os.path.join(folder, name + ".xml")
    shutil.copy(os.path.join(ROOT, "data", "scenarios", name + ".xml"), path)
    return folder, path


def start_game(app, seed=None):
    if focus is not None:
        focus.node = None  # a node of the app of the test before
    key("<Control>p")
    start = e2e.find(app, lambda n: n.name == "Start Game" and n.roleName == "push button", "Start Game")
    if seed is not None:
        # The Seed field: Ctrl+A, the number, Tab to leave it.
        tab_to(app, lambda n: n.name == "Seed" and n.roleName == "spin button", "the Seed field")
        key("<Control>a")
        type_text(str(seed))
        key("Tab")
    tab_to(app, lambda n: n == start, "Start Game")
    key("Return")
    line = status_node(app)
    board = tab_to(app, lambda n: n.name == "Game Board" and n.roleName == "image", "the Game Board")
    check(board is not None, "Tab reaches the Game Board")
    return board, line


def test_turn():
    folder, path = copy_scenario("maneuver-basic")
    proc, app = e2e.start(path, {"XDG_STATE_HOME": folder})
    try:
        board, line = start_game(app)
        first = line.name
        check(first.startswith("Turn 1"), f"the game starts on turn 1 ({first!r})")
        moves = 0
        phases = 0
        described = False
        phase = None
        in_phase = 0
        announcer = announcer_node(app)
        log = log_node(app)
        targets = Targets(log)
        for _ in range(40):
            now = line.name
            if now.startswith("Turn 2") and "Blue" in now:
                break
            if "Blue" not in now:
                if "Blue to act" in announcer.name:
                    # Asked in Red's turn (a retreat): T to a target, Return.
                    go_to_target(board, targets)
                    press_target(app, announcer, log)
                else:
                    # The Greedy player's turn: until the line moves on, or
                    # Blue is asked something.
                    wait_for(lambda: line.name != now or "Blue to act" in announcer.name, "Red's move",
                             timeout=TURN)
                continue
            if now != phase:
                phase, in_phase = now, 0
            moved = False
            # Two pieces a phase, then Ctrl+Return ends it.
            for _ in range(6 if in_phase < 2 else 0):
                press_until_changed("n", lambda: board.description, "the cursor on the next piece")
                described |= bool(board.description)
                if not pick_piece(board, announcer):
                    continue
                if go_to_target(board, targets):
                    press_target(app, announcer, log)
                    moved = True
                    moves += 1
                    in_phase += 1
                    break
                press_until_changed("Escape", lambda: "selected" in board.description, "the piece put back")
            if not moved:
                end_phase(line)
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


def hand_position(hand):
    """(card, cards) of the hand's description ("…, card 2 of 5, …")."""
    match = re.search(r"card (\d+) of (\d+)", hand.description or "")
    return (int(match.group(1)), int(match.group(2))) if match else (0, 0)


def next_card(hand):
    """Right to the next card; False on the last one."""
    card, cards = hand_position(hand)
    if card >= cards:
        return False
    press_until_changed("Right", lambda: hand_position(hand), "the next card")
    return True


def test_card():
    folder, path = copy_scenario("manoeuvre")
    proc, app = e2e.start(path, {"XDG_STATE_HOME": folder})
    try:
        # Seed 5 deals Aurelia a Supply card, which she can play in her first
        # movement phase (sandtable-cli moves says so).
        board, line = start_game(app, seed=5)
        announcer = announcer_node(app)
        log = log_node(app)
        targets = Targets(log)
        hand = hand_node(app)
        check("card 1 of" in hand.description, f"the hand reads its card ({hand.description!r})")
        before = log.childCount
        played = False
        for position in range(8):
            if "can be played" not in hand.description:
                if not next_card(hand):
                    break
                continue
            press_until_changed("Return", lambda: hand.description, "the card picked or marked")
            if "marked" in hand.description:
                # Marked for a set (the discard): Ctrl+Return plays the set.
                key("<Control>Return")
                wait_for(lambda: log.childCount > before, "the set played")
            else:
                # Picked: a target on the board by T and Return, or a choice
                # row by Tab and Return.
                play_picked(app, board, announcer, targets, log)
                wait_for(lambda: log.childCount > before, "the card played")
            played = log.childCount > before
            break
        check(played, "a card is played by the keyboard alone")

        played = None
        for _ in range(40):
            rows = [row_text(row) for row in log.children]
            played = next((text for text in rows if "Aurelia plays " in text), None)
            if played is not None:
                break
            now = line.name
            if "Aurelia" not in now:
                # The other player's turn: until the line moves on.
                wait_for(lambda: line.name != now, "Borovia's move", timeout=TURN)
                continue
            if "Discard" in now:
                hand_node(app)
                end_phase(line)  # discard nothing
                continue
            hand = hand_node(app)
            if hand_position(hand)[0] != 1:
                press_until_changed("Home", lambda: hand_position(hand), "the first card")
            while "can be played" not in hand.description and next_card(hand):
                pass
            if "can be played" in hand.description:
                press_until_changed("Return", lambda: hand.description, "the card picked or marked")
                if "picked" in hand.description:
                    play_picked(app, board, announcer, targets, log)
                continue
            move_or_end(app, board, announcer, targets, log, line)
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
    check(not e2e.paused, f"no step paused for a fixed time ({len(e2e.paused)} pauses)")
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
