"""The search worker: a second Python interpreter in a Web Worker, so that a hard bot's move
or a hint never blocks the page (`ui/thinking.py` says how it is used). The page calls
`think` with a JSON request and awaits the JSON answer."""
import json

import boot  # noqa: F401  (unpacks engine/ and ui/)
from ui.thinking import answer


def think(req: str) -> str:
    return json.dumps(answer(json.loads(req)))


__export__ = ["think"]
