#!/usr/bin/env python3
"""Builds the static rules pages, ``rules/<game>.<lang>.html``, from their sources.

    python3 scripts/rules_pages.py            build the nine pages (scripts/setup runs this)
    python3 scripts/rules_pages.py --out DIR  build them into DIR instead (the tests do)

Each source, ``rules/src/<game>.<lang>.html``, is the text of one page: its sections, written
by hand in that language. The build wraps it in the page frame (head, language links, table
of contents from the sections' headings, footer) and fills its placeholders from the game's
data module, so a printed value is typed once, in ``engine/<game>/data.py``:

    {{name}}         a value (VALUES[game][name])
    {{block:name}}   a table or list of components (BLOCKS[game][name])
    {{fig:name}}     one of our SVG figures (FIGURES[game][name]), labelled in the language

Names of components come from the page's message tables (``ui/messages``), so the rules say
what the board says. The pages are built, not committed: a change of a value or of a name
can never leave a stale page behind (``.gitignore`` lists them; the sources are committed).
"""
from __future__ import annotations

import argparse
import html
import re
import sys
from collections import Counter
from collections.abc import Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
if str(ROOT) not in sys.path:
    sys.path.insert(0, str(ROOT))

from engine import GAMES as ENGINES  # noqa: E402
from engine.goldwest import data as gw  # noqa: E402
from engine.homesteaders import data as hs  # noqa: E402
from engine.montana import data as mt  # noqa: E402
from ui.i18n import LANG_NAMES, LANGS, Translator  # noqa: E402
from ui.messages.fr import _spaced as french_spacing  # noqa: E402

RULES = ROOT / "rules"
SOURCES = RULES / "src"
GAMES = ("homesteaders", "goldwest", "montana")
TITLES = {"homesteaders": "Homesteaders", "goldwest": "Gold West", "montana": "Montana"}
PREFIX = {"homesteaders": "hs", "goldwest": "gw", "montana": "mt"}
PLACEHOLDER = re.compile(r"\{\{(?:(block|fig):)?([a-z0-9_]+)\}\}")
SECTION = re.compile(r'<section id="([a-z0-9-]+)"[^>]*>\s*<h2>(.*?)</h2>', re.S)

#: the frame's words (the page's own words are in its source)
FRAME = {
    "en": {"title": "{game}: the rules", "back": "Westbound: back to the games",
           "langs": "This page in", "toc": "Contents", "skip": "Skip to the rules",
           "print": "Print this page",
           "about": "Written for Westbound in our own words from the publishers' French and "
                    "Spanish rulebooks. The values of the components are those the game on "
                    "this site plays with.",
           "description": "The complete rules of {game}, as played on Westbound.",
           "versions": "Rules versions",
           "version_now": "This page gives the rules of version {n}. A rule of the game on this "
                          "site is only ever corrected in a new rules version, and a game "
                          "keeps the version it began with to its end: a game saved before a "
                          "correction is resumed under its own rules, and its screen says "
                          "which version it follows and what has changed since.",
           "version_1": "Version 1: the rules the site first published."},
    "fr": {"title": "{game} : la règle du jeu", "back": "Westbound : retour aux jeux",
           "langs": "Cette page en", "toc": "Sommaire", "skip": "Aller à la règle",
           "print": "Imprimer cette page",
           "about": "Rédigée pour Westbound, avec nos propres mots, d'après les règles "
                    "française et espagnole des éditeurs. Les valeurs du matériel sont celles "
                    "avec lesquelles joue le jeu de ce site.",
           "description": "La règle complète de {game}, telle qu'on la joue sur Westbound.",
           "versions": "Versions des règles",
           "version_now": "Cette page donne les règles de la version {n}. Sur ce site, une "
                          "règle n'est jamais corrigée qu'au moyen d'une nouvelle version des "
                          "règles, et une partie garde jusqu'au bout la version avec laquelle "
                          "elle a commencé : une partie enregistrée avant une correction "
                          "reprend avec ses propres règles, et son écran dit quelle version "
                          "elle suit et ce qui a changé depuis.",
           "version_1": "Version 1 : les règles publiées d'abord par le site."},
    "es": {"title": "{game}: el reglamento", "back": "Westbound: volver a los juegos",
           "langs": "Esta página en", "toc": "Índice", "skip": "Ir al reglamento",
           "print": "Imprimir esta página",
           "about": "Escrito para Westbound con nuestras propias palabras a partir de los "
                    "reglamentos francés y español de las editoriales. Los valores de los "
                    "componentes son los que usa el juego de este sitio.",
           "description": "El reglamento completo de {game}, tal como se juega en Westbound.",
           "versions": "Versiones de las reglas",
           "version_now": "Esta página da las reglas de la versión {n}. En este sitio una regla "
                          "solo se corrige con una nueva versión de las reglas, y una partida "
                          "conserva hasta el final la versión con la que empezó: una partida "
                          "guardada antes de una corrección se reanuda con sus propias reglas, "
                          "y su pantalla dice qué versión sigue y qué ha cambiado desde "
                          "entonces.",
           "version_1": "Versión 1: las reglas que el sitio publicó primero."},
}

#: the words of the generated tables and figures
WORDS = {
    "en": {
        "building": "Building", "copies": "Copies (2 p. / 3–4 p.)", "cost": "Cost",
        "vp": "VP", "does": "What it does", "free": "free", "none": "—",
        "tile": "Tile", "stack": "Stack", "stage": "Stage", "builds": "Builds",
        "bonus": "Bonus", "no_building": "no building", "any_type": "any type",
        "worker_bonus": "a free worker, taken at once", "rail_bonus": "a rail advance",
        "gain": "{gain} at once", "exchange": "once: pay {cost} for {gain}",
        "space": "Space", "bonus_of": "What it gives", "good": "Good",
        "buy": "Buy for (1 trade token)", "sell": "Sell for (1 trade token) + 1 VP",
        "any_good": "one good of your choice", "vp3": "3 VP", "rail_line": "a rail line",
        "worker": "a worker", "trade": "a trade token",
        "rounds": "Rounds {a}–{b}", "round_n": "Round",
        "final": "Final income and scoring",
        "fig_rounds": "The ten rounds, their stages, and the four steps of a round",
        "step1": "Reveal the auction tiles", "step2": "Place workers, collect income, pay wages",
        "step3": "Bid on the auctions, or pass and advance on the rail track",
        "step4": "Winners pay and build, auction 1 first",
        "start": "start", "each_advance": "each advance: this space's bonus or an earlier one",
        "players": "Players", "camps": "Camps each", "turn_pos": "Turn order",
        "section": "Section", "points": "Points", "first": "1st", "second": "2nd",
        "two_p": "2 players: the leader scores", "terrain": "Terrain",
        "card": "Card", "ability": "Ability", "office": "Office", "end_bonus": "End bonus",
        "track": "Track", "line_vp": "space {a}: {va} VP; space {b}: {vb} VP",
        "stacks_at": "spaces {a} and {b}, each:", "lines": "Lines (once per coach)",
        "stacks": "Bonus stacks (jumped; top tile)",
        "tokens": "Mining tokens", "count": "×{n}", "bonus_tiles": "Investment bonus tiles",
        "gw_step1": "Activate your supply track", "gw_step1b": "take one section's resources",
        "gw_step2": "Use metals", "gw_step2b": "invest (once), BoomTown (once), ship (any)",
        "gw_step3": "Build or loot", "gw_step3b": "a camp, a settlement, or loot",
        "gw_last": "Last round: steps 1 and 2 only", "use": "In hand this turn",
        "col_metal": "column metal", "row_metal": "row metal", "vp4": "4 VP",
        "office_x": "office",
        "recruit": "Recruit", "recruit_b": "spin the wheel: 2 workers",
        "harvest": "Harvest", "harvest_b": "bank, mine, quarry, field, garden, town",
        "build": "Build", "build_b": "1 to 3 camps",
        "choose_one": "Choose one action", "any_time": "Any time in your turn: cow trades",
        "end_turn": "End of your turn: a canteen gives another turn",
        "reconstructed": "reconstructed", "rulebook": "rulebook", "found": "found",
        "segment": "Segment", "workers": "Workers", "any_pair": "2 workers of your choice",
        "bank_ws": "Workers", "coins": "Coins", "area": "Area", "worker_colour": "Worker",
        "spaces": "Spaces (coins → goods)", "row": "Row", "reward": "Reward",
        "column_costs": "Column costs (squash)", "tile_x": "Tile", "regions": "Regions",
        "mountain": "mountain", "lake": "lake", "canteen": "canteen", "cow": "cow",
        "double": "two camp symbols", "landscape_tiles": "Landscape tiles", "centre": "centre",
        "supply_of": "General supply", "blue": "Blue",
        "red": "Red", "moves": "must move or pass", "newcomer": "newcomer",
        "line4": "4th camp of a straight line", "free_camp": "+1 free camp",
        "small_box": "The small box of every space gives {n} more good of the area, free.",
        "small_box_wheat": "That of the dearest wheat space is the rulebook's.",
        "legend_rulebook": "stated in the rulebook",
        "legend_found": "found in public reviews of the printed game",
        "legend_reconstructed": "ours: the printed value could not be found",
        "fig_boomtown": "A space costs the metal above its column and the metal right of its "
                        "row; at most two markers each.",
        "fig_town": "Columns cost squash at the end of the action; in a row, a newcomer goes "
                    "right of the one there, who moves or passes.",
    },
    "fr": {
        "building": "Bâtiment", "copies": "Exemplaires (2 j. / 3–4 j.)", "cost": "Coût",
        "vp": "PV", "does": "Effet", "free": "gratuit", "none": "—",
        "tile": "Tuile", "stack": "Pile", "stage": "Étape", "builds": "Construit",
        "bonus": "Bonus", "no_building": "aucun bâtiment", "any_type": "tout type",
        "worker_bonus": "un ouvrier gratuit, pris aussitôt",
        "rail_bonus": "une avancée sur le chemin de fer",
        "gain": "{gain} tout de suite", "exchange": "une fois : payer {cost} pour {gain}",
        "space": "Case", "bonus_of": "Ce qu'elle donne", "good": "Ressource",
        "buy": "Achat (1 jeton commerce)", "sell": "Vente (1 jeton commerce) + 1 PV",
        "any_good": "une ressource au choix", "vp3": "3 PV", "rail_line": "une ligne ferroviaire",
        "worker": "un ouvrier", "trade": "un jeton commerce",
        "rounds": "Tours {a} à {b}", "round_n": "Tour",
        "final": "Derniers revenus et décompte",
        "fig_rounds": "Les dix tours, leurs étapes, et les quatre temps d'un tour",
        "step1": "Révéler les tuiles enchères",
        "step2": "Placer les ouvriers, toucher les revenus, payer les ouvriers",
        "step3": "Enchérir, ou passer et avancer sur le chemin de fer",
        "step4": "Les gagnants paient et construisent, enchère 1 d'abord",
        "start": "départ",
        "each_advance": "à chaque avancée : le bonus de cette case ou d'une case précédente",
        "players": "Joueurs", "camps": "Camps chacun", "turn_pos": "Ordre du tour",
        "section": "Case", "points": "Points", "first": "1re", "second": "2e",
        "two_p": "à 2 joueurs, le premier marque", "terrain": "Terrain",
        "card": "Carte", "ability": "Capacité", "office": "Bureau",
        "end_bonus": "Bonus de fin de partie",
        "track": "Piste", "line_vp": "case {a} : {va} PV ; case {b} : {vb} PV",
        "stacks_at": "cases {a} et {b}, chacune :", "lines": "Lignes (une fois par diligence)",
        "stacks": "Piles de bonus (sautées ; tuile du dessus)",
        "tokens": "Jetons mine", "count": "×{n}", "bonus_tiles": "Tuiles bonus investissement",
        "gw_step1": "Activer sa piste stock", "gw_step1b": "prendre les ressources d'une case",
        "gw_step2": "Utiliser des métaux",
        "gw_step2b": "investir (1 fois), Boomtown (1 fois), transporter (à volonté)",
        "gw_step3": "Construire ou piller", "gw_step3b": "un camp, une colonie, ou piller",
        "gw_last": "Dernier tour : étapes 1 et 2 seulement", "use": "Utilisable ce tour",
        "col_metal": "métal de la colonne", "row_metal": "métal de la ligne", "vp4": "4 PV",
        "office_x": "bureau",
        "recruit": "Recruter", "recruit_b": "tourner la roue : 2 ouvriers",
        "harvest": "Récolter", "harvest_b": "banque, mine, carrière, champ, potager, ville",
        "build": "Construire", "build_b": "1 à 3 campements",
        "choose_one": "Choisir une action",
        "any_time": "À tout moment de son tour : commerce de bétail",
        "end_turn": "Fin du tour : une gourde donne un nouveau tour",
        "reconstructed": "reconstitué", "rulebook": "règle", "found": "trouvé",
        "segment": "Case", "workers": "Ouvriers", "any_pair": "2 ouvriers au choix",
        "bank_ws": "Ouvriers", "coins": "Pièces", "area": "Zone", "worker_colour": "Ouvrier",
        "spaces": "Emplacements (pièces → ressources)", "row": "Rangée",
        "reward": "Récompense", "column_costs": "Coût des colonnes (courges)",
        "tile_x": "Tuile", "regions": "Régions", "mountain": "montagne", "lake": "lac",
        "canteen": "gourde", "cow": "vache", "double": "deux symboles Campement",
        "landscape_tiles": "Tuiles Paysage", "centre": "centre", "supply_of": "Réserve générale",
        "blue": "Bleu", "red": "Rouge",
        "moves": "doit se déplacer ou passer", "newcomer": "nouveau venu",
        "line4": "4e campement d'une ligne droite", "free_camp": "+1 campement gratuit",
        "small_box": "La petite case de chaque emplacement donne {n} ressource de plus, "
                     "gratuitement.",
        "small_box_wheat": "Celle de l'emplacement de blé le plus cher vient de la règle.",
        "legend_rulebook": "donné par la règle",
        "legend_found": "trouvé dans des critiques publiques du jeu imprimé",
        "legend_reconstructed": "reconstitué par nous : la valeur imprimée est introuvable",
        "fig_boomtown": "Une case coûte le métal en haut de sa colonne et celui à droite de sa "
                        "ligne ; deux jetons au plus par case.",
        "fig_town": "Les colonnes coûtent des courges à la fin de l'action ; dans une rangée, "
                    "le nouveau venu se place à droite de l'autre, qui se déplace ou passe.",
    },
    "es": {
        "building": "Edificio", "copies": "Copias (2 j. / 3–4 j.)", "cost": "Coste",
        "vp": "PV", "does": "Qué hace", "free": "gratis", "none": "—",
        "tile": "Ficha", "stack": "Pila", "stage": "Etapa", "builds": "Construye",
        "bonus": "Bonificación", "no_building": "ningún edificio", "any_type": "cualquier tipo",
        "worker_bonus": "un trabajador gratis, recibido en el acto",
        "rail_bonus": "un avance en el ferrocarril",
        "gain": "{gain} en el acto", "exchange": "una vez: pagar {cost} por {gain}",
        "space": "Casilla", "bonus_of": "Qué da", "good": "Recurso",
        "buy": "Compra (1 ficha de comercio)", "sell": "Venta (1 ficha de comercio) + 1 PV",
        "any_good": "un recurso a elegir", "vp3": "3 PV", "rail_line": "una línea de ferrocarril",
        "worker": "un trabajador", "trade": "una ficha de comercio",
        "rounds": "Rondas {a} a {b}", "round_n": "Ronda",
        "final": "Últimos ingresos y puntuación",
        "fig_rounds": "Las diez rondas, sus etapas y los cuatro pasos de una ronda",
        "step1": "Revelar las fichas de subasta",
        "step2": "Asignar trabajadores, cobrar ingresos, pagar a los trabajadores",
        "step3": "Pujar en las subastas, o pasar y avanzar en el ferrocarril",
        "step4": "Los ganadores pagan y construyen, la subasta 1 primero",
        "start": "salida",
        "each_advance": "en cada avance: la bonificación de esta casilla o de una anterior",
        "players": "Jugadores", "camps": "Campamentos cada uno", "turn_pos": "Orden de turno",
        "section": "Sección", "points": "Puntos", "first": "1.º", "second": "2.º",
        "two_p": "con 2 jugadores, el primero puntúa", "terrain": "Terreno",
        "card": "Carta", "ability": "Capacidad", "office": "Oficina",
        "end_bonus": "Bonificación final",
        "track": "Pista", "line_vp": "casilla {a}: {va} PV; casilla {b}: {vb} PV",
        "stacks_at": "casillas {a} y {b}, cada una:", "lines": "Líneas (una vez por diligencia)",
        "stacks": "Pilas de bonificación (se saltan; ficha de arriba)",
        "tokens": "Fichas de mina", "count": "×{n}",
        "bonus_tiles": "Fichas de bonificación de inversión",
        "gw_step1": "Activar la pista de suministro",
        "gw_step1b": "tomar los recursos de una sección",
        "gw_step2": "Usar metales",
        "gw_step2b": "invertir (1 vez), Boomtown (1 vez), transportar (sin límite)",
        "gw_step3": "Construir o saquear", "gw_step3b": "un campamento, una colonia o saquear",
        "gw_last": "Última ronda: solo los pasos 1 y 2", "use": "En la mano este turno",
        "col_metal": "metal de la columna", "row_metal": "metal de la fila", "vp4": "4 PV",
        "office_x": "oficina",
        "recruit": "Reclutar", "recruit_b": "girar la rueda: 2 trabajadores",
        "harvest": "Cosechar", "harvest_b": "banco, mina, cantera, campo, huerto, pueblo",
        "build": "Construir", "build_b": "de 1 a 3 campamentos",
        "choose_one": "Elegir una acción",
        "any_time": "En cualquier momento del turno: comercio de ganado",
        "end_turn": "Fin del turno: una cantimplora da otro turno",
        "reconstructed": "reconstruido", "rulebook": "reglamento", "found": "encontrado",
        "segment": "Casilla", "workers": "Trabajadores", "any_pair": "2 trabajadores a elegir",
        "bank_ws": "Trabajadores", "coins": "Monedas", "area": "Zona",
        "worker_colour": "Trabajador",
        "spaces": "Espacios (monedas → recursos)", "row": "Fila",
        "reward": "Recompensa", "column_costs": "Coste de las columnas (calabazas)",
        "tile_x": "Loseta", "regions": "Regiones", "mountain": "montaña", "lake": "lago",
        "canteen": "cantimplora", "cow": "vaca", "double": "dos símbolos de campamento",
        "landscape_tiles": "Losetas de paisaje", "centre": "centro", "supply_of": "Reserva general",
        "blue": "Azul", "red": "Rojo",
        "moves": "debe moverse o pasar", "newcomer": "recién llegado",
        "line4": "4.º campamento de una línea recta", "free_camp": "+1 campamento gratis",
        "small_box": "La casilla pequeña de cada espacio da {n} recurso más, gratis.",
        "small_box_wheat": "La del espacio de trigo más caro es la del reglamento.",
        "legend_rulebook": "lo dice el reglamento",
        "legend_found": "encontrado en reseñas públicas del juego impreso",
        "legend_reconstructed": "nuestro: no se encontró el valor impreso",
        "fig_boomtown": "Una casilla cuesta el metal de arriba de su columna y el de la derecha "
                        "de su fila; dos marcadores como mucho.",
        "fig_town": "Las columnas cuestan calabazas al final de la acción; en una fila, el "
                    "recién llegado se pone a la derecha del otro, que se mueve o pasa.",
    },
}


def esc(text: object) -> str:
    return html.escape(str(text), quote=True)


class Page:
    """What a block or figure needs to speak one language."""

    def __init__(self, game: str, lang: str) -> None:
        self.game, self.lang = game, lang
        self.tr = Translator(lang, strict=True)  # a message gone stops the build
        self.prefix = PREFIX[game]
        self.words = WORDS[lang]

    def w(self, key: str, **params: object) -> str:
        return self.words[key].format(**params)

    def name(self, key: str) -> str:
        return self.tr.opt(f"{self.prefix}.name.{key}", key)

    def amount(self, key: str, n: int) -> str:
        msg = f"{self.prefix}.amount.{key}"
        return self.tr(msg, n=n) if self.tr.has(msg) else f"{n} {self.name(key)}"

    def amounts(self, counts: dict | tuple) -> str:
        items = counts.items() if isinstance(counts, dict) else counts
        parts = [self.amount(k, n) for k, n in items if n]
        return ", ".join(parts) if parts else self.w("free")


def table(caption: str, head: list[str], rows: list[list[str]], cls: str = "") -> str:
    """A data table in a focusable scrolling wrapper. Tables of four columns or more stack
    their rows on a phone (each cell then says its column: ``data-label``). Cells are HTML
    already escaped by the caller; the headings are plain text."""
    classes = " ".join(c for c in (cls, "stack" if len(head) >= 4 else "") if c)
    out = [f'<div class="table-wrap" role="region" tabindex="0" aria-label="{esc(caption)}">',
           f'<table class="{classes}">' if classes else "<table>",
           f"<caption>{esc(caption)}</caption>", "<thead><tr>"]
    out += [f'<th scope="col">{esc(h)}</th>' for h in head]
    out.append("</tr></thead><tbody>")
    for row in rows:
        out.append("<tr>" + f'<th scope="row">{row[0]}</th>'
                   + "".join(f'<td data-label="{esc(h)}">{c}</td>'
                             for h, c in zip(head[1:], row[1:], strict=True)) + "</tr>")
    out.append("</tbody></table></div>")
    return "\n".join(out)


def badge(p: Page, provenance: str) -> str:
    """A value's provenance mark, for Montana (`engine/montana/data.py`)."""
    return f'<span class="prov prov-{provenance}">{esc(p.w(provenance))}</span>'


# -- SVG helpers -----------------------------------------------------------------------------
def svg(title: str, width: int, height: int, body: list[str]) -> str:
    return (f'<svg class="fig" viewBox="0 0 {width} {height}" role="img" '
            f'aria-label="{esc(title)}" xmlns="http://www.w3.org/2000/svg">'
            f"<title>{esc(title)}</title>" + "".join(body) + "</svg>")


def box(x: float, y: float, w: float, h: float, cls: str = "box", rx: int = 8) -> str:
    return f'<rect class="{cls}" x="{x}" y="{y}" width="{w}" height="{h}" rx="{rx}"/>'


def text(x: float, y: float, content: str, cls: str = "t", anchor: str = "middle") -> str:
    return f'<text class="{cls}" x="{x}" y="{y}" text-anchor="{anchor}">{esc(content)}</text>'


def arrow(x1: float, y1: float, x2: float, y2: float) -> str:
    return f'<line class="arrow" x1="{x1}" y1="{y1}" x2="{x2}" y2="{y2}" marker-end="url(#ah)"/>'


#: the arrow head every figure's arrows use, defined once per page (ids are page-wide)
ARROW_HEAD = ('<svg class="defs" width="0" height="0" aria-hidden="true" focusable="false">'
              '<defs><marker id="ah" viewBox="0 0 10 10" refX="9" refY="5" markerWidth="7" '
              'markerHeight="7" orient="auto-start-reverse"><path d="M0,0 L10,5 L0,10 z" '
              'fill="#7a3e1d"/></marker></defs></svg>')


def wrap(words: str, width: int) -> list[str]:
    """Splits a label into lines of about `width` characters (SVG text does not wrap)."""
    lines: list[str] = []
    for word in words.split():
        if lines and len(lines[-1]) + 1 + len(word) <= width:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines


def lines(x: float, y: float, content: str, width: int, cls: str = "t", step: int = 17,
          anchor: str = "middle") -> str:
    return "".join(text(x, y + i * step, part, cls, anchor)
                   for i, part in enumerate(wrap(content, width)))


# == Homesteaders ============================================================================
def hs_stage_name(p: Page, stage: str) -> str:
    """A stage's name as the board says it (the rulebooks' own French and Spanish terms)."""
    return p.name(stage)


def hs_building_does(p: Page, b: hs.Building) -> list[str]:
    tr = p.tr
    out = []
    if b.income:
        out.append(tr("hs.income_is", gains=p.amounts(b.income)))
    if b.income_rule:
        out.append(tr(f"hs.rule.{b.income_rule}"))
    for needed, output in b.slots:
        out.append(tr("hs.slot", needed=needed, output=p.amounts(output)))
    out += [tr(f"hs.effect.{effect}") for effect in b.on_build]
    out += [tr("hs.end_vp", vp=vp, what=tr(f"hs.per.{what}")) for what, vp in b.end_vp]
    return out


def hs_buildings(p: Page) -> str:
    tables = []
    for stage in ("start", *hs.STAGES):
        group = [hs.HOMESTEAD] if stage == "start" else [
            b for b in hs.BUILDINGS_LIST if b.stage == stage]
        rows = []
        for b in group:
            does = "<br>".join(esc(line) for line in hs_building_does(p, b)) or p.w("none")
            copies = "1" if stage == "start" else f"{b.copies[0]} / {b.copies[1]}"
            rows.append([f"{esc(p.name(b.key))}<br><span class=\"muted\">"
                         f"{esc(p.name(b.type))}</span>", copies,
                         esc(p.amounts(b.cost)), str(b.vp) if b.vp else p.w("none"), does])
        caption = p.name("homestead") if stage == "start" else hs_stage_name(p, stage)
        tables.append(table(caption, [p.w("building"), p.w("copies"), p.w("cost"), p.w("vp"),
                                      p.w("does")], rows, "buildings"))
    return "\n".join(tables)


def hs_types(p: Page, types: tuple) -> str:
    if not types:
        return p.w("no_building")
    if set(types) == set(hs.TYPES):
        return p.w("any_type")
    return " / ".join(p.name(t) for t in types)


def hs_bonus(p: Page, bonus: tuple) -> str:
    kind = bonus[0]
    if kind == "worker":
        return p.w("worker_bonus")
    if kind == "rail":
        return p.w("rail_bonus")
    if kind == "gain":
        return p.w("gain", gain=p.amounts(bonus[1]))
    return p.w("exchange", cost=p.amounts(bonus[1]), gain=p.amounts(bonus[2]))


def hs_tiles(p: Page) -> str:
    out = []
    for stack in (1, 2, 3):
        rows = [[str(t.id), esc(hs_stage_name(p, t.stage)), esc(hs_types(p, t.build_types)),
                 "<br>".join(esc(hs_bonus(p, b)) for b in t.bonuses) or p.w("none")]
                for t in hs.TILES_LIST if t.stack == stack]
        out.append(table(f"{p.w('stack')} {stack}", [p.w("tile"), p.w("stage"), p.w("builds"),
                                                    p.w("bonus")], rows, "tiles"))
    return "\n".join(out)


def hs_rail_bonus(p: Page, choice: str) -> str:
    return {"trade": p.w("trade"), "rail_line": p.w("rail_line"), "worker": p.w("worker"),
            "vp3": p.w("vp3")}.get(choice, p.w("any_good"))


def hs_market(p: Page) -> str:
    rows = [[esc(p.name(good)), esc(p.amount(cur, n)), esc(p.amount(cur, n))]
            for good, (cur, n) in hs.MARKET.items()]
    return table(p.w("good"), [p.w("good"), p.w("buy"), p.w("sell")], rows)


def hs_fig_rounds(p: Page) -> str:
    body = []
    colours = {"settlement": "st-a", "town": "st-b", "city": "st-c"}
    spans = (("settlement", 1, 4), ("town", 5, 8), ("city", 9, 10))
    x0, size, gap = 12, 36, 4
    body.append(text(12, 22, p.w("round_n"), "t small", "start"))
    for stage, a, b in spans:
        for r in range(a, b + 1):
            x = x0 + (r - 1) * (size + gap)
            body.append(box(x, 32, size, size, f"box {colours[stage]}", 5))
            body.append(text(x + size / 2, 56, str(r), "t strong"))
        xa = x0 + (a - 1) * (size + gap)
        xb = x0 + (b - 1) * (size + gap) + size
        body.append(f'<line class="brace" x1="{xa}" y1="76" x2="{xb}" y2="76"/>')
        body.append(text((xa + xb) / 2, 94, hs_stage_name(p, stage), "t small"))
    y = 112
    for i in range(1, 6):
        label = p.w(f"step{i}") if i < 5 else p.w("final")
        body.append(box(14, y, 392, 46, "box st-f" if i == 5 else "box"))
        body.append(text(34, y + 29, str(i) if i < 5 else "★", "t strong"))
        body.append(lines(56, y + 20 if len(label) > 44 else y + 28, label, 44, "t", 17,
                          "start"))
        if i < 4:
            body.append(arrow(210, y + 46, 210, y + 60))
        y += 62
    return svg(p.w("fig_rounds"), 420, y, body)


def hs_fig_rail(p: Page) -> str:
    body = []
    w, gap, x0 = 64, 6, 14
    body.append(box(x0, 20, 44, 70, "box st-f"))
    body += [text(x0 + 22, 60, p.w("start"), "t tiny")]
    for i, space in enumerate(hs.RAIL_TRACK):
        x = x0 + 50 + i * (w + gap)
        body.append(box(x, 20, w, 70))
        body.append(text(x + w / 2, 40, str(i + 1), "t strong"))
        body += [text(x + w / 2, 58 + j * 13, part, "t tiny")
                 for j, part in enumerate(wrap(hs_rail_bonus(p, space[0]), 10)[:3])]
    body.append(lines(210, 114, p.w("each_advance"), 52, "t small", 16))
    spaces = "; ".join(f"{i} {hs_rail_bonus(p, s[0])}" for i, s in enumerate(hs.RAIL_TRACK, 1))
    return svg(f"{p.tr('hs.group.rail')}: {spaces}. {p.w('each_advance')}.", 420, 150, body)


# == Gold West ===============================================================================
def gw_camps(p: Page) -> str:
    rows = [[str(n), str(c), " – ".join(str(v) for v in gw.INVESTMENT_BONUS[n])]
            for n, c in gw.CAMPS.items()]
    return table(p.w("camps"), [p.w("players"), p.w("camps"), p.w("bonus_tiles")], rows)


def gw_start(p: Page) -> str:
    rows = []
    for i, sections in enumerate(gw.START_SUPPLY, 1):
        rows.append([str(i)] + [esc(", ".join(p.name(r) for r in sec)) or p.w("none")
                                for sec in sections])
    head = [p.w("turn_pos")] + [f"{p.w('section')} {n}" for n in range(1, 4)]
    return table(p.w("turn_pos"), head, rows)


def gw_majorities(p: Page) -> str:
    rows = [[esc(p.name(t)), str(a), str(b), str(b)] for t, (a, b) in gw.MAJORITY.items()]
    return table(p.w("terrain"), [p.w("terrain"), p.w("first"), p.w("second"), p.w("two_p")],
                 rows)


def gw_ability(p: Page, ability: str) -> str:
    if not ability:
        return p.w("none")
    if ability.startswith("influence:"):
        return p.tr("gw.ability.influence", terrain=p.name(ability.split(":")[1]))
    if ability.startswith("ship:"):
        return p.tr("gw.ability.ship", n=int(ability.split(":")[1]))
    return p.tr(f"gw.ability.{ability}")


def gw_investments(p: Page) -> str:
    rows = [[str(inv.id), esc(p.amounts(inv.cost)), str(inv.vp),  # numbered as on the board
             esc(gw_ability(p, inv.ability))] for inv in gw.INVESTMENTS]
    return table(p.w("card"), [p.w("card"), p.w("cost"), p.w("vp"), p.w("ability")], rows)


def gw_offices(p: Page) -> str:
    rows = [[esc(p.name(o)), esc(p.tr(f"gw.office.{o}"))] for o in gw.OFFICES]
    return table(p.w("office"), [p.w("office"), p.w("end_bonus")], rows)


def gw_shipping(p: Page) -> str:
    (a, va), (b, vb) = sorted(gw.SHIP_LINES.items())
    lines_ = esc(p.w("line_vp", a=a, b=b, va=va, vb=vb))
    stacks = esc(p.w("stacks_at", a=gw.SHIP_STACKS[0], b=gw.SHIP_STACKS[1]))
    rows = [[esc(p.name(metal)), lines_, f"{stacks} {' / '.join(map(str, tiles))} {p.w('vp')}"]
            for metal, tiles in gw.SHIP_BONUS.items()]
    return table(p.w("track"), [p.w("track"), p.w("lines"), p.w("stacks")], rows)


def gw_tokens(p: Page) -> str:
    rows = []
    for terrain, tokens in gw.TOKENS.items():
        counts = Counter(tuple(sorted(Counter(t).items())) for t in tokens)
        parts = [esc(p.amounts(dict(k))) + f" <span class=\"muted\">{p.w('count', n=n)}</span>"
                 for k, n in sorted(counts.items(), key=lambda kv: (-kv[1], kv[0]))]
        rows.append([esc(p.name(terrain)), f"{len(tokens)}", "<br>".join(parts)])
    return table(p.w("tokens"), [p.w("terrain"), p.w("tokens"), p.w("bonus_of")], rows)


def gw_fig_turn(p: Page) -> str:
    body = []
    y = 10
    for i in (1, 2, 3):
        body.append(box(14, y, 392, 62, "box st-a" if i < 3 else "box st-b"))
        body.append(text(36, y + 38, str(i), "t big"))
        body.append(text(60, y + 24, p.w(f"gw_step{i}"), "t strong", "start"))
        body.append(lines(60, y + 42, p.w(f"gw_step{i}b"), 48, "t small", 14, "start"))
        if i < 3:
            body.append(arrow(210, y + 62, 210, y + 78))
        y += 80
    body.append(lines(210, y + 8, p.w("gw_last"), 50, "t small"))
    return svg(p.w("gw_step1") + " → " + p.w("gw_step3"), 420, y + 24, body)


def gw_fig_boomtown(p: Page) -> str:
    body = []
    cell, x0, y0 = 100, 24, 50
    for c, metal in enumerate(gw.BOOMTOWN_COLUMNS):
        body.append(text(x0 + c * cell + cell / 2, y0 - 14, p.name(metal), f"t strong m-{metal}"))
    for r, metal in enumerate(gw.BOOMTOWN_ROWS):
        body.append(text(x0 + 3 * cell + 8, y0 + r * cell + cell / 2 + 5, p.name(metal),
                         f"t strong m-{metal}", "start"))
        for c in range(3):
            x, y = x0 + c * cell, y0 + r * cell
            single = r * 3 + c == 8
            body.append(box(x + 3, y + 3, cell - 6, cell - 6, "box st-f" if single else "box", 6))
            label = p.w("vp4") if single else p.w("office_x")
            body.append(text(x + cell / 2, y + cell / 2 - 4, label, "t small"))
            if not single:
                body.append(text(x + cell / 2, y + cell / 2 + 14,
                                 f"{p.name(gw.BOOMTOWN_COLUMNS[c])} + {p.name(metal)}", "t tiny"))
    body.append(text(x0, y0 + 3 * cell + 26, "↑ " + p.w("col_metal") + " · → "
                     + p.w("row_metal"), "t small", "start"))
    return svg(p.w("fig_boomtown"), 420, y0 + 3 * cell + 40, body)


def gw_fig_supply(p: Page) -> str:
    """Activating the third section: 2 wood, 1 stone and 1 gold; one piece stays in each
    section between it and the use area, the rest is in hand (the page's example)."""
    body = []
    held = {3: [], 2: ["wood", "wood", "stone", "gold"], 1: ["silver"], 0: []}
    after = {3: [], 2: [], 1: ["silver", "stone"], 0: ["wood"]}
    hand = ["wood", "gold"]
    col = {"before": 30, "after": 230}
    for which, contents in (("before", held), ("after", after)):
        x = col[which]
        body.append(box(x, 14, 160, 44, "box st-f"))
        body.append(text(x + 80, 32, p.w("use"), "t tiny"))
        for i, r in enumerate(hand if which == "after" else []):
            body.append(f'<circle class="r r-{r}" cx="{x + 60 + i * 26}" cy="46" r="8"/>')
        for s in range(4):
            y = 70 + s * 50
            body.append(box(x, y, 160, 42))
            body.append(text(x + 8, y + 16, f"{p.w('section')} {s + 1} (+{s})", "t tiny", "start"))
            for i, r in enumerate(contents[s]):
                body.append(f'<circle class="r r-{r}" cx="{x + 20 + i * 24}" cy="{y + 30}" r="8"/>')
    body.append(arrow(195, 91 + 2 * 50, 225, 91 + 2 * 50))
    legend = ["wood", "stone", "copper", "silver", "gold"]
    for i, r in enumerate(legend):
        x = 30 + i * 76
        body.append(f'<circle class="r r-{r}" cx="{x}" cy="290" r="8"/>')
        body.append(text(x + 12, 295, p.name(r), "t tiny", "start"))
    return svg(p.w("gw_step1"), 420, 310, body)


# == Montana =================================================================================
def mt_name(p: Page, key: str) -> str:
    return p.name(key)


def mt_supply(p: Page) -> str:
    rows = [[str(n)] + [str(s[g]) for g in mt.GOODS] + [str(mt.CAMPS[n]),
                                                          str(mt.LANDSCAPE_TILES_BY_PLAYERS[n])]
            for n, s in mt.SUPPLY.items()]
    head = [p.w("players")] + [mt_name(p, g) for g in mt.GOODS] + [
        p.w("camps"), p.w("landscape_tiles")]
    return table(p.w("supply_of"), head, rows)


def mt_worker(p: Page, colour: str) -> str:
    return p.w("any_pair") if colour == "any" else p.tr(f"mt.amount.worker.{colour}", n=1)


def mt_wheel(p: Page) -> str:
    pinned = {1, 3}  # the rulebook's example: stone+squash two segments before squash+squash
    rows = []
    for i, (a, b) in enumerate(mt.WHEEL):
        pair = mt_worker(p, "any") if a == "any" else f"{mt_worker(p, a)} + {mt_worker(p, b)}"
        rows.append([str(i + 1), esc(pair) + " " + badge(
            p, "rulebook" if i in pinned else "reconstructed")])
    return table(p.tr("mt.wheel"), [p.w("segment"), p.w("workers")], rows)


def mt_bank(p: Page) -> str:
    rows = [[str(n), str(c) + " " + badge(p, "rulebook" if n == 2 else "reconstructed")]
            for n, c in mt.BANK]
    return table(p.name("bank"), [p.w("bank_ws"), p.w("coins")], rows)


def mt_areas(p: Page) -> str:
    rows = []
    smalls = {sp.small for _, _, spaces in mt.AREAS.values() for sp in spaces}
    if len(smalls) != 1:
        raise ValueError("the small boxes differ: say so in mt_areas")
    for area, (good, colour, spaces) in mt.AREAS.items():
        cells = []
        for i, sp in enumerate(spaces):
            dearest_wheat = area == "wheat_field" and i == len(spaces) - 1
            main = ("rulebook" if dearest_wheat else "found" if area in ("mine", "quarry")
                    else "reconstructed")
            said = p.tr("mt.short.harvest", coins=sp.coins, goods=p.amount(good, sp.goods))
            cells.append(f"{esc(said)} {badge(p, main)}")
        rows.append([esc(p.name(area)), esc(p.tr(f"mt.amount.worker.{colour}", n=1)),
                     "<br>".join(cells)])
    note = (f"<p>{esc(p.w('small_box', n=smalls.pop()))} {badge(p, 'reconstructed')} "
            f"{esc(p.w('small_box_wheat'))} {badge(p, 'rulebook')}</p>")
    return table(p.w("area"), [p.w("area"), p.w("worker_colour"), p.w("spaces")], rows) + note


def mt_legend(p: Page) -> str:
    return "<ul>" + "".join(f"<li>{badge(p, kind)} {esc(p.w('legend_' + kind))}</li>"
                            for kind in ("rulebook", "found", "reconstructed")) + "</ul>"


def mt_town(p: Page) -> str:
    rows = [[str(i), esc(p.tr(f"mt.reward.{row}"))] for i, row in enumerate(mt.TOWN_ROWS, 1)]
    costs = " · ".join(str(c) for c in mt.TOWN_COLUMN_COSTS)
    out = table(p.w("row"), [p.w("row"), p.w("reward")], rows)
    colon = " :" if p.lang == "fr" else ":"
    return out + f'<p>{esc(p.w("column_costs"))}{colon} {costs} {badge(p, "reconstructed")}</p>'


def mt_region(p: Page, region: mt.Region) -> str:
    if region.kind == "mountain":
        return p.w("mountain")
    if region.kind == "lake":
        return p.w("lake") + (f" + {p.w('canteen')}" if region.canteen else "")
    text_ = p.amounts(dict(region.cost))
    if region.cow:
        text_ += f" + {p.w('cow')}"
    if region.double:
        text_ += f" + {p.w('double')}"
    return text_


def mt_tiles(p: Page) -> str:
    rows = []
    for name, hexes in mt.TILES.items():
        parts = [f"<b>{esc(p.w('centre') if at == 'centre' else at)}</b> "
                 f"{esc(mt_region(p, hexes[off]))}"
                 for at, off in mt.OFFSETS.items()]
        rows.append([esc(name), "<br>".join(parts)])
    return (f"<p>{badge(p, 'reconstructed')}</p>"
            + table(p.w("landscape_tiles"), [p.w("tile_x"), p.w("regions")], rows, "tiles"))


def mt_fig_turn(p: Page) -> str:
    body = []
    body.append(text(210, 22, p.w("choose_one"), "t strong"))
    for i, key in enumerate(("recruit", "harvest", "build")):
        x = 14 + i * 134
        body.append(box(x, 36, 124, 92, "box st-a"))
        body.append(text(x + 62, 60, "ABC"[i] + " · " + p.w(key), "t strong"))
        body += [text(x + 62, 82 + j * 15, part, "t tiny")
                 for j, part in enumerate(wrap(p.w(f"{key}_b"), 18)[:3])]
    body.append(box(14, 142, 392, 36, "box st-f"))
    body.append(text(210, 165, p.w("any_time"), "t small"))
    body.append(arrow(210, 178, 210, 196))
    body.append(box(14, 198, 392, 36, "box st-b"))
    body.append(text(210, 221, p.w("end_turn"), "t small"))
    return svg(p.w("choose_one"), 420, 246, body)


def mt_fig_town(p: Page) -> str:
    body = []
    cw, rh, x0, y0 = 62, 48, 150, 46
    body.append(text(x0 + 2 * cw, 14, p.w("column_costs"), "t tiny"))
    for c, cost in enumerate(mt.TOWN_COLUMN_COSTS):
        body.append(text(x0 + c * cw + cw / 2, y0 - 10, str(cost), "t strong"))
    for r, row in enumerate(mt.TOWN_ROWS):
        y = y0 + r * rh
        parts = wrap(p.tr(f"mt.reward.{row}"), 22)[:3]
        top = y + rh / 2 + 4 - (len(parts) - 1) * 7
        body += [text(8, top + j * 14, part, "t tiny", "start") for j, part in enumerate(parts)]
        for c in range(4):
            body.append(box(x0 + c * cw + 2, y + 2, cw - 4, rh - 4, "box", 5))
    y = y0 + rh
    for c, who, cls in ((0, "blue", "p-blue"), (1, "red", "p-red")):
        cx = x0 + cw * (c + 0.5)
        body.append(f'<circle class="pawn {cls}" cx="{cx}" cy="{y + rh / 2}" r="12"/>')
        body.append(text(cx, y + rh / 2 + 5, p.w(who)[0], "t strong inv"))
    body.append(lines(x0, y0 + 4 * rh + 20, f"{p.w('red')} ({p.w('newcomer')}) → "
                      f"{p.w('blue')} {p.w('moves')}", 36, "t small", 16, "start"))
    return svg(p.w("fig_town"), 420, y0 + 4 * rh + 46, body)


def mt_fig_line(p: Page) -> str:
    body = []
    r = 30
    for i in range(5):
        cx, cy = 50 + i * 1.5 * r * 1.2, 70
        pts = " ".join(f"{cx + r * c:.1f},{cy + r * s:.1f}" for c, s in (
            (1, 0), (0.5, 0.866), (-0.5, 0.866), (-1, 0), (-0.5, -0.866), (0.5, -0.866)))
        body.append(f'<polygon class="hex{" st-f" if i == 4 else ""}" points="{pts}"/>')
        if i < 4:
            body.append(f'<rect class="camp" x="{cx - 9}" y="{cy - 9}" width="18" height="18"/>')
        if i == 3:
            body.append(f'<rect class="camp" x="{cx - 4}" y="{cy - 18}" width="18" height="18"/>')
            body.append(text(cx, cy + 48, p.w("free_camp"), "t small"))
    body.append(text(210, 18, p.w("line4"), "t strong"))
    return svg(p.w("line4"), 420, 130, body)


BLOCKS: dict[str, dict[str, Callable[[Page], str]]] = {
    "homesteaders": {"buildings": hs_buildings, "tiles": hs_tiles, "market": hs_market},
    "goldwest": {"camps": gw_camps, "start": gw_start, "majorities": gw_majorities,
                 "investments": gw_investments, "offices": gw_offices, "shipping": gw_shipping,
                 "tokens": gw_tokens},
    "montana": {"supply": mt_supply, "legend": mt_legend, "wheel": mt_wheel, "bank": mt_bank,
                "areas": mt_areas, "town": mt_town, "tiles": mt_tiles},
}
FIGURES: dict[str, dict[str, Callable[[Page], str]]] = {
    "homesteaders": {"rounds": hs_fig_rounds, "rail": hs_fig_rail},
    "goldwest": {"turn": gw_fig_turn, "boomtown": gw_fig_boomtown, "supply": gw_fig_supply},
    "montana": {"turn": mt_fig_turn, "town": mt_fig_town, "line": mt_fig_line},
}


def _listed(values: tuple) -> str:
    return ", ".join(str(v) for v in values)


VALUES: dict[str, dict[str, object]] = {
    "homesteaders": {
        "rounds": hs.ROUNDS, "start_silver": hs.START_SILVER, "start_workers": hs.START_WORKERS,
        "bid_values": _listed(hs.BID_VALUES), "min_bid": hs.BID_VALUES[0],
        "neutral_levels": _listed(hs.NEUTRAL_LEVELS), "neutral_start": hs.NEUTRAL_START,
        "neutral_min": hs.NEUTRAL_LEVELS[0], "neutral_max": hs.NEUTRAL_LEVELS[-1],
        "gold_as_silver": hs.GOLD_AS_SILVER, "debt_silver": hs.DEBT_SILVER,
        "debt_repay": hs.DEBT_REPAY_SILVER, "sale_vp": hs.SALE_VP, "rail_vp": hs.RAIL_TRACK_VP,
        "rodeo_max": hs.RODEO_MAX, "clear_debt_silver": hs.CLEAR_DEBT_SILVER,
        "buildings_3p": sum(b.copies[1] for b in hs.BUILDINGS_LIST),
        "buildings_2p": sum(b.copies[0] for b in hs.BUILDINGS_LIST),
        "tiles": len(hs.TILES_LIST), "tiles_per_stack": len(hs.TILES_LIST) // 3,
        "stacks_2": hs.STACKS_BY_PLAYERS[2], "stacks_4": hs.STACKS_BY_PLAYERS[4],
        "rail_spaces": len(hs.RAIL_TRACK),
    },
    "goldwest": {
        "camps_2": gw.CAMPS[2], "camps_3": gw.CAMPS[3], "camps_4": gw.CAMPS[4],
        "investments_in_play": gw.INVESTMENTS_IN_PLAY, "investments": len(gw.INVESTMENTS),
        "offices_in_play": gw.OFFICES_IN_PLAY, "offices": len(gw.OFFICES),
        "tokens": sum(len(t) for t in gw.TOKENS.values()),
        "tokens_per_terrain": len(gw.TOKENS["gold"]), "boomtown_vp": gw.BOOMTOWN_TILE_VP,
        "group_vp": gw.LARGEST_GROUP_VP, "loot_vp": gw.LOOT_VP, "sections": gw.SECTIONS,
        "max_section_vp": gw.SECTIONS - 1, "ship_end": gw.SHIP_END,
        "terrain_tiles": len(gw.TERRAIN_TILES), "hexes": 7 * len(gw.TERRAIN_TILES),
    },
    "montana": {
        "camps_2": mt.CAMPS[2], "camps_3": mt.CAMPS[3], "camps_4": mt.CAMPS[4],
        "tiles_2": mt.LANDSCAPE_TILES_BY_PLAYERS[2], "tiles_3": mt.LANDSCAPE_TILES_BY_PLAYERS[3],
        "tiles_4": mt.LANDSCAPE_TILES_BY_PLAYERS[4], "landscape_tiles": len(mt.TILES),
        "start_coins": _listed(mt.START_COINS), "spins": mt.START_SPINS,
        "max_workers": mt.MAX_WORKERS, "builds": mt.BUILDS_PER_TURN,
        "wheel_steps": mt.WHEEL_MAX_STEPS, "cow_coins": mt.COW_TRADE_COINS,
        "cows": mt.COWS_TOTAL, "workers_per_colour": mt.WORKERS_PER_COLOUR,
        "wheel_segments": len(mt.WHEEL), "town_costs": _listed(mt.TOWN_COLUMN_COSTS),
        "canteens": sum(1 for t in mt.TILES.values() for r in t.values() if r.canteen),
        "cow_symbols": sum(1 for t in mt.TILES.values() for r in t.values() if r.cow),
    },
}


# -- the frame --------------------------------------------------------------------------------
def fill(game: str, lang: str, source: str) -> str:
    page = Page(game, lang)

    def one(match: re.Match) -> str:
        kind, name = match.group(1), match.group(2)
        table_ = {"block": BLOCKS, "fig": FIGURES}.get(kind)
        if table_ is None:
            if name not in VALUES[game]:
                raise KeyError(f"{game}.{lang}: unknown value {{{{{name}}}}}")
            return esc(VALUES[game][name])
        if name not in table_[game]:
            raise KeyError(f"{game}.{lang}: unknown {kind} {{{{{kind}:{name}}}}}")
        made = table_[game][name](page)
        return f'<figure class="figure">{made}</figure>' if kind == "fig" else made

    return PLACEHOLDER.sub(one, source)


def versions(game: str, lang: str) -> str:
    """The last section: today's rules version and each version's note, in the words the
    game screen uses when it resumes an older game (`Game.rules_changes`)."""
    rules, words, tr = ENGINES[game], FRAME[lang], Translator(lang)
    notes = [words["version_1"]] + [tr(rules.rules_changes[v])
                                    for v in range(2, rules.rules_version + 1)
                                    if v in rules.rules_changes]
    items = "\n".join(f"<li>{esc(note)}</li>" for note in notes)
    return (f'<section id="versions">\n<h2>{esc(words["versions"])}</h2>\n'
            f'<p>{esc(words["version_now"].format(n=rules.rules_version))}</p>\n'
            f"<ul>\n{items}\n</ul>\n</section>")


def sections(body: str) -> list[tuple[str, str]]:
    """(anchor, heading) of each section, in order: the table of contents."""
    return [(anchor, re.sub(r"<[^>]+>", "", heading).strip())
            for anchor, heading in SECTION.findall(body)]


PRELUDE = """(function () {
  // the page's text size setting (a projector's "larger") applies here too
  try {
    var size = (JSON.parse(localStorage.getItem("westbound.settings") || "{}") || {}).text;
    if (size === "large" || size === "larger") {
      document.documentElement.setAttribute("data-text", size);
    }
  } catch (e) {}
})();"""

ENHANCE = """(function () {
  // another language opens at the same section
  document.querySelectorAll("a[hreflang]").forEach(function (a) {
    a.addEventListener("click", function () { a.hash = location.hash; });
  });
  var print = document.getElementById("print");
  if (print) {
    print.hidden = false;
    print.addEventListener("click", function () { window.print(); });
  }
})();"""


def render(game: str, lang: str, source: str) -> str:
    words = FRAME[lang]
    title = TITLES[game]
    body = fill(game, lang, source).strip() + "\n\n" + versions(game, lang)
    if lang == "fr":  # the same typography as the page's French messages
        body = french_spacing(body).replace(" :<", "\u00a0:<")  # a colon before a tag
        words = {k: french_spacing(v) for k, v in words.items()}
    toc = "\n".join(f'<li><a href="#{a}">{esc(h)}</a></li>' for a, h in sections(body))
    others = "\n".join(
        f'<li><a href="{game}.{other}.html" hreflang="{other}" lang="{other}"'
        + (' aria-current="page"' if other == lang else "") + f">{esc(LANG_NAMES[other])}</a></li>"
        for other in LANGS)
    return f"""<!doctype html>
<html lang="{lang}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="description" content="{esc(words['description'].format(game=title))}">
<title>{esc(words['title'].format(game=title))} · Westbound</title>
<link rel="icon" href="data:,">
<link rel="stylesheet" href="rules.css">
<script>{PRELUDE}</script>
</head>
<body class="rules rules-{game}">
{ARROW_HEAD}
<a class="skip controls" href="#main">{esc(words['skip'])}</a>
<header class="top">
<nav class="controls" aria-label="{esc(words['langs'])}">
<a class="back" href="../index.html" data-home>{esc(words['back'])}</a>
<span class="langs-label">{esc(words['langs'])}</span>
<ul class="langs">
{others}
</ul>
<button type="button" id="print" class="print" hidden>{esc(words['print'])}</button>
</nav>
<h1>{esc(words['title'].format(game=title))}</h1>
</header>
<nav class="toc" aria-labelledby="toc-title">
<h2 id="toc-title">{esc(words['toc'])}</h2>
<ol>
{toc}
</ol>
</nav>
<main id="main">
{body.strip()}
</main>
<footer class="about">
<p>{esc(words['about'])}</p>
</footer>
<script>{ENHANCE}</script>
</body>
</html>
"""


def build(out: Path = RULES) -> list[Path]:
    """Builds every page into `out`; a source with an unknown placeholder stops the build."""
    out.mkdir(parents=True, exist_ok=True)
    written = []
    for game in GAMES:
        for lang in LANGS:
            source = (SOURCES / f"{game}.{lang}.html").read_text(encoding="utf-8")
            target = out / f"{game}.{lang}.html"
            target.write_text(render(game, lang, source), encoding="utf-8")
            written.append(target)
    return written


def main(argv: list[str] | None = None) -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=RULES, help="where the pages go")
    args = parser.parse_args(argv)
    pages = build(args.out)
    print(f"rules_pages: {len(pages)} pages in {args.out}")


if __name__ == "__main__":
    main()
