"""The DOM hooks the Python page writes and the page's scripts (`assets/*.js`) read, or the
other way round: attribute names, classes and events, each named once here. The scripts'
side names the same hooks once in ``assets/hooks.js`` (`window.westboundHooks`), under the
same names; tests/ui/test_ui_hooks.py checks that the two agree. Write ``hooks.KEY``, not
``"data-k"``, wherever a hook crosses between Python and the scripts."""
from __future__ import annotations

# -- attributes ---------------------------------------------------------------------------
#: the stable key of an element that stands for one thing of the game: morphdom matches
#: elements by it, the highlight compares them by it, motion flies pieces between them
KEY = "data-k"
#: how many of a thing a holding holds: the highlight shows its change (+2, −1)
COUNT = "data-count"
#: what a counted holding holds when its key does not say (motion draws that token)
TOKEN = "data-token"
#: a counted holding that draws each of its units as a piece of its own (motion flies each)
PIECES = "data-pieces"
#: set by render.js on a holding whose count changed: the change, "+2" or "−1"
DELTA = "data-delta"
#: about the moment, not the game's state (whose turn, the choices offered): never marked
NOW = "data-now"
#: a move: the engine's action key
ACTION = "data-action"
#: a choice on the board that is not a move by itself (compared as interaction)
CHOICE = "data-choice"
#: why a choice is refused (the tip shows it)
WHY = "data-why"
#: what a component is (the tip shows it)
TIP = "data-tip"
#: a command of the app's click/change handler, and its argument
CMD = "data-cmd"
ARG = "data-arg"
#: the one key that presses this button (presentation mode)
SHORTCUT = "data-key"
#: a <details> the player may open, kept open from one screen to the next
KEEP = "data-keep"
#: a part of the table folded into one line on a phone (ui/games/seat_fold.py); render.js
#: marks the line changed when what it folds changed
FOLD = "seat-fold"
#: the name on a folded line (whose part it is): a piece taken out of the folded part leaves
#: from it (assets/motion.js)
FOLD_WHO = "fold-who"
#: a board's parts shown in turn (a radio group: Gold West's map, tracks, investments on a
#: laptop, ui/games/gw_views.py); render.js keeps the part the player chose shown
PARTS = "board-parts"
#: on PARTS while a person is choosing: the part the decision asks about, which wins over
#: the player's choice at a new decision
PARTS_ASKED = "data-asked"
#: a <details> the screen opened by itself (not kept open)
AUTO_OPEN = "data-auto-open"
#: a game only in this tab (the storage refused it): leaving the page asks first
UNSAVED = "data-unsaved"
#: a link to a game's rules page (the first paint rewrites it for the language)
RULES = "data-rules"
#: in the first paint: the catalog id of the element's text (its ``{fields}`` from the
#: element's ``data-<field>`` attributes), which the start-up script puts in the language
MSG = "data-msg"
#: the position a game screen shows (its number of moves): a new decision is a new one
POSITION = "data-position"
#: on the game's grid: the steps of the last move's motion, in its rules' order (each step
#: its names separated by "|", steps by spaces: ui/motion_steps.py, assets/motion.js)
STEPS = "data-steps"
#: on the game's grid: the holdings the last move both paid from and gained in, each
#: "<key>:<gained>:<paid>" (spaces between): motion shows both, not only the difference
FLOWS = "data-flows"
#: on an icon of the general supply's tray (ui/supply_tray.py): the holdings' tokens it
#: stands for, space-separated; motion flies a gain from it and a payment back to it
SUPPLY = "data-supply"
#: on a choice's drawn words or number (ui/art.py `drawn`, shown by CSS): what it draws;
#: presentation mode reads a number in it as an icon's count
FIG = "data-fig"
#: on a thing a move brings onto the board from another place (a building from the supply
#: to a player's area): that place's key; motion flies it from there as it appears
FROM = "data-from"
#: what a key drawn on a map's turned drawing (which narrow screens show instead of the flat
#: one, ui/art.py) ends with: motion flies from the copy of a place that is seen
TURNED_KEY = "-turned"
#: on a holding: the place its gain with this move comes from (a Gold West investment
#: card's influence, Homesteaders' resting workers: the player's count of workers), where
#: that place is once the move is drawn
GAIN_FROM = "data-gain-from"
#: on the board: how many players sit at it (a presentation layout is made for each count,
#: assets/present.css)
SEATS = "data-seats"
#: a zoom button of the board (assets/board-view.js): "in", "out" or "fit"
ZOOM = "data-zoom"
#: a tutorial's instruction box (its step's number, or "end"), the element the step is
#: about, the box of a finished tutorial, and the body once it is finished
TUTORIAL_STEP = "data-tutorial-step"
TUTORIAL_TARGET = "data-tutorial-target"
TUTORIAL_FINISHED = "data-tutorial-finished"
TUTORIAL_DONE = "data-tutorial-done"
#: the first step's box while it shows the game's introduction (its own page, before Start)
TUTORIAL_INTRO = "data-tutorial-intro"
#: the other moves a tutorial step's text names ("pay with silver, not gold": the gold), and
#: the learner's own panel: the box leaves them in view, after the target (assets/tutorial.js)
TUTORIAL_NAMED = "data-tutorial-named"
TUTORIAL_OWN = "data-tutorial-own"
#: on <body>: Python is ready (the start-up script stops watching for a stall)
PY_READY = "data-py-ready"
#: on <html>: the text size, "large" or "larger" (CSS reads it)
TEXT_SIZE = "data-text"
#: on <html>: "ready" once a new version waits (the service worker's notice)
UPDATE = "data-update"
#: on a board: the zoom at which it fits its area (board-view.js; the tests read it)
FIT = "data-fit"
#: a game's card on the home screen and in the first paint: the game's id
GAME = "data-game"
#: a first-paint picture of a board: the game's title, for its text in another language
TITLE = "data-title"
#: the Try again button of a start that failed
RETRY = "data-retry"

# -- classes ------------------------------------------------------------------------------
#: the game screen's grid: render.js keeps its scroll position from move to move
GAME_GRID = "game-grid"
#: the end screen's root: render.js scrolls to its top when it appears
SCREEN_END = "screen-end"
#: a game's board, within its area (render.js zooms it to fit the screen)
BOARD = "board"
BOARD_AREA = "board-area"
#: the screen drawn for presenting to a room (render.js fits the board to the width)
PRESENTING = "presenting"
#: a seat's marker on the board (motion flies it)
MARK = "mark"
#: a symbol drawing that is a piece of the game (a worker, a representative): motion flies
#: it from where it was to where it is; the symbols printed on a card never move
PIECE = "game-piece"
#: what render.js adds for a moment to what a move changed, and what the page adds to a
#: move and its place on the board while either is pointed at
CHANGED = "changed"
WENT_UP = "went-up"
WENT_DOWN = "went-down"
#: with CHANGED at the instant pace: the change is marked without its pulse (no motion)
CHANGED_STILL = "changed-still"
LINKED = "linked"
#: a board's area the player zoomed past the fit (it scrolls: board-view.js)
PANNED = "panned"
#: on a part of a board, the selector of another part (in the same board) that a laptop's
#: panned area brings into view with it when both fit (board-view.js): Montana's wheel
#: with the worker board, the turn's choice of action being between them
PAN_WITH = "data-pan-with"
#: a part of a board shown whole with a choice in it by a laptop's pan, as a section is
#: (board-view.js): a Homesteaders building card with its slots
PAN_PART = "pan-part"
#: on a board area zoomed out below its readable size: the board's compact layout (CSS)
OVERVIEW = "overview"
#: the zoom buttons' line atop a board's area (a panned area brings choices in view under it)
ZOOM_BAR = "zoom-bar"
#: the replay screen's grid (board-view.js leaves its focus alone)
REPLAY_GRID = "replay-grid"
#: whose turn it is and the question asked (a new one takes the focus to the first move)
TURN = "turn"
TURN_PROMPT = "turn-prompt"
#: the turn line's sentence naming who made the move whose motion plays (shown only then)
TURN_MOVER = "turn-mover"
#: the list of moves beside the board
MOVES = "moves"
#: a map wider than a phone's screen: a Tab stop of its own, scrolled to its choices
MAPS = "maps"
#: a hex map's drawing (inside `MAPS`): on a phone, pinch and the zoom buttons widen it
HEXMAP = "hexmap"
#: a symbol drawing (an <svg> using a symbol: motion flies it, presentation zooms it)
ICON = "ic"
#: the class of a seat's marker and of what is its, followed by the seat's number
SEAT = "seat-"
#: what a choice on the board is: a spot, not offered now, offered, refused with a reason,
#: the seat acting (about interaction, left out when render.js compares a move's before
#: and after)
SPOT = "spot"
UNAVAILABLE = "unavailable"
LEGAL = "legal"
REFUSED = "refused"
ACTING = "acting"
#: the layer motion flies its copies in, and each copy flying
MOTION_LAYER = "motion-layer"
FLYING = "flying"
#: the line of a tip that says why a choice is not allowed
TIP_WHY = "why"
#: a tutorial's box beside the element its step is about (not at the window's bottom)
BESIDE = "beside"
#: that box made wider (so less tall) where at its own width every place hides a choice
WIDER = "wider"
#: that box made narrower, beside the board, where every place near its target hides the
#: learner's own panel or what the step names (Homesteaders' auction step at 1280x800)
NARROWER = "narrower"
#: the page's title bar (home, language) and a game's rules link: controls the box never covers
TOPBAR = "topbar"
RULES_LINK = "rules-link"
#: the first paint's picture and title of a game, and what a failed start says
BOARD_PICTURE = "board-picture"
GAME_TITLE = "game-title"
START_WHAT = "start-what"
START_RULES = "start-rules"
#: the page's main button, and a small muted line
PRIMARY = "primary"
MUTED = "muted"
SMALL = "small"

# -- ids ----------------------------------------------------------------------------------
#: the page's root, which Python draws each screen into
APP = "app"
#: the first paint's progress line, and what replaces it when the start fails
LOADING = "loading"
START_FAILED = "start-failed"
#: the one floating box of tips (pointing.js)
TIP_BOX = "tip"
#: set by motion.js on the page's root while a move's motion plays: no hover names over a
#: map meanwhile (assets/style.css)
MOVING = "data-moving"
#: on the turn banner while a computer player acts: presenting, the band then keeps its
#: height (assets/present.js), so the board under it does not jump between their moves
COMPUTER_TURN = "data-computer"
#: presenting: the slim band over the board (ui/present.py), and in it, at the teacher's
#: pace, the computer move to come with Next (ui/teacher.py)
BAND = "band"
PENDING = "pending"

# -- commands (data-cmd values the scripts press or treat apart) ---------------------------
#: the teacher's pace: the next computer move (a click or key during motion presses it)
NEXT_CMD = "next"
#: the replay's buttons, which may be pressed again and again
REPLAY_CMD = "replay"

# -- events -------------------------------------------------------------------------------
#: dispatched on document after each screen is put into the page
DRAWN = "westbound:drawn"
#: dispatched on window when a new version of the page waits
UPDATE_READY = "westbound:update"
