"""English texts of the first paint (index.html and assets/start.js, before Python starts):
scripts/first_paint.py writes them into the page and the script at build time."""

MESSAGES = {
    "start.tagline": "Western board games to play in your browser",
    "start.noscript": "Westbound needs JavaScript: Python runs in the browser.",
    # what PyScript's progress events say, in order
    "start.loading": "Loading Python…",
    "start.interpreter": "Starting Python…",
    "start.files": "Loading the games…",
    "start.opening": "Opening the games…",
    # a start that fails or stalls
    "start.failed": "The games could not start: part of the page did not load.",
    "start.stalled": ("The games are taking too long to start: nothing has arrived for {s} "
                      "seconds. It may still come."),
    "start.advice": "Check the connection, then try again.",
    "start.retry": "Try again",
    "start.meanwhile": "Meanwhile, the rules of each game can be read:",
    "start.details": "Details:",
}
