"""Textos en español sobre la conservación de las partidas: entradas dañadas,
almacenamiento lleno, otras pestañas, importaciones, nuevas versiones del sitio, versiones
de las reglas y deshacer una jugada al jugar varios en un mismo dispositivo."""

MESSAGES = {
    # -- partidas guardadas ----------------------------------------------------------------
    "ui.saving.open_failed": "La partida que estaba abierta no se ha podido volver a abrir. "
                             "Tus partidas guardadas aparecen a continuación.",
    "ui.saving.cannot_open": "Esta partida guardada no se puede abrir: {reason}. Sigue en la "
                             "lista, donde puedes exportarla tal cual o borrarla.",
    "ui.saving.damaged_meta": "{why} · {size} KB",
    "ui.saving.why.not_json": "su texto no son datos legibles (no es JSON)",
    "ui.saving.why.too_large": "ocupa más de {limit} KB",
    "ui.saving.why.too_deep": "sus datos están anidados a demasiada profundidad",
    "ui.saving.why.not_save": "no es una partida de Westbound",
    "ui.saving.why.too_long": "tiene más de {moves} jugadas",
    "ui.saving.why.missing": "ya no está guardada aquí",
    "ui.saving.import_limit": "Un archivo de partida ocupa como máximo {limit} KB.",
    # -- almacenamiento lleno --------------------------------------------------------------
    "ui.saving.unsaved_meta": "{game} · {moves} {moves:jugada|jugadas} · sin guardar: el "
                              "almacenamiento está lleno",
    "ui.saving.full_open": "El almacenamiento del navegador está lleno: las últimas jugadas "
                           "de esta partida solo se conservan en esta pestaña. Expórtala para "
                           "ponerla a salvo, o borra partidas antiguas: el guardado se "
                           "reanuda solo en cuanto haya sitio.",
    "ui.saving.export_open": "Exportar esta partida",
    "ui.saving.full_kept": "El almacenamiento del navegador está lleno: {n} {n:partida solo "
                           "se conserva|partidas solo se conservan} en esta pestaña (mira "
                           "Partidas guardadas). {n:Expórtala|Expórtalas}, o borra partidas "
                           "antiguas: el guardado se reanuda solo en cuanto haya sitio.",
    "ui.saving.saved_again": "Vuelve a haber sitio: todas las partidas están guardadas.",
    # -- otra pestaña ----------------------------------------------------------------------
    "ui.saving.changed_elsewhere": "Esta partida ha seguido en otra pestaña: esta es su "
                                   "última posición.",
    "ui.saving.changed_elsewhere_lost": "Tu última jugada no se ha guardado: esta partida "
                                        "había seguido en otra pestaña. Esta es su última "
                                        "posición.",
    "ui.saving.deleted_elsewhere": "La partida abierta aquí se ha borrado en otra pestaña.",
    "ui.saving.deleted_elsewhere_lost": "Tu última jugada no se ha guardado: esta partida se "
                                        "ha borrado en otra pestaña.",
    # -- importaciones ---------------------------------------------------------------------
    "ui.err.too_large": "Este archivo es demasiado grande para ser una partida de Westbound "
                        "(más de {limit} KB). No se ha cambiado nada.",
    "ui.err.too_deep": "Este archivo no es una partida de Westbound: sus datos están anidados "
                       "a demasiada profundidad. No se ha cambiado nada.",
    "ui.err.too_long": "Esta partida tiene más jugadas de las que Westbound acepta ({moves} "
                       "como máximo). No se ha cambiado nada.",
    # -- una nueva versión -----------------------------------------------------------------
    "ui.update.ready": "Hay una nueva versión de Westbound lista. Recarga la página para "
                       "usarla: tus partidas están guardadas y vuelven tras la recarga.",
    "ui.update.reload": "Recargar ahora",
    # -- versiones de las reglas -----------------------------------------------------------
    "ui.rules_version.older": "Esta partida sigue las reglas de la versión {version}, con la "
                              "que empezó (las partidas nuevas siguen la versión {current}).",
    "ui.rules_version.kept": "Una partida conserva sus reglas hasta el final, para que cada "
                             "jugada hecha siga siendo legal. Lo que ha cambiado desde "
                             "entonces:",
    "ui.rules_version.short": "reglas versión {version}",
    # -- varios en un dispositivo: deshacer una jugada ---------------------------------------
    "ui.handback_ask": "{name}: deshacer tu última jugada",
    "ui.handback_title": "Devuelve el dispositivo a {name}",
    "ui.handback_text": "Solo {name} puede deshacer su propia jugada. {next}, devuélvele el "
                        "dispositivo: no se deshace ni se muestra nada hasta que {name} lo "
                        "confirme.",
    "ui.handback_yes": "Soy {name}: deshacer mi jugada",
}
