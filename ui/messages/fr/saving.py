"""Textes français sur la conservation des parties : entrées abîmées, stockage plein,
autres onglets, imports, nouvelles versions du site, versions des règles et reprise d'un
coup en jeu à plusieurs sur un appareil."""

MESSAGES = {
    # -- parties enregistrées --------------------------------------------------------------
    "ui.saving.open_failed": "La partie qui était ouverte n'a pas pu être rouverte. Vos "
                             "parties enregistrées sont listées ci-dessous.",
    "ui.saving.cannot_open": "Cette partie enregistrée ne peut pas être ouverte : {reason}. "
                             "Elle reste dans la liste, où vous pouvez l'exporter telle "
                             "quelle ou la supprimer.",
    "ui.saving.damaged_meta": "{why} · {size} Ko",
    "ui.saving.why.not_json": "son texte n'est pas des données lisibles (pas du JSON)",
    "ui.saving.why.too_large": "elle dépasse {limit} Ko",
    "ui.saving.why.too_deep": "ses données sont imbriquées trop profondément",
    "ui.saving.why.not_save": "ce n'est pas une partie de Westbound",
    "ui.saving.why.too_long": "elle compte plus de {moves} coups",
    "ui.saving.why.missing": "elle n'est plus enregistrée ici",
    "ui.saving.import_limit": "Un fichier de sauvegarde fait au plus {limit} Ko.",
    # -- stockage plein --------------------------------------------------------------------
    "ui.saving.unsaved_meta": "{game} · {moves} {moves:coup|coups} · non enregistrée : le "
                              "stockage est plein",
    "ui.saving.full_open": "Le stockage du navigateur est plein : les derniers coups de cette "
                           "partie ne sont gardés que dans cet onglet. Exportez-la pour la "
                           "mettre à l'abri, ou supprimez d'anciennes parties : "
                           "l'enregistrement reprend de lui-même dès qu'il y a de la place.",
    "ui.saving.export_open": "Exporter cette partie",
    "ui.saving.full_kept": "Le stockage du navigateur est plein : {n} {n:partie n'est "
                           "gardée|parties ne sont gardées} que dans cet onglet (voir Parties "
                           "enregistrées). Exportez-{n:la|les}, ou supprimez d'anciennes "
                           "parties : l'enregistrement reprend de lui-même dès qu'il y a de "
                           "la place.",
    "ui.saving.saved_again": "Il y a de nouveau de la place : toutes les parties sont "
                             "enregistrées.",
    # -- un autre onglet -------------------------------------------------------------------
    "ui.saving.changed_elsewhere": "Cette partie a continué dans un autre onglet : voici sa "
                                   "dernière position.",
    "ui.saving.changed_elsewhere_lost": "Votre dernier coup n'a pas été enregistré : cette "
                                        "partie avait continué dans un autre onglet. Voici sa "
                                        "dernière position.",
    "ui.saving.deleted_elsewhere": "La partie ouverte ici a été supprimée dans un autre "
                                   "onglet.",
    "ui.saving.deleted_elsewhere_lost": "Votre dernier coup n'a pas été enregistré : cette "
                                        "partie a été supprimée dans un autre onglet.",
    # -- imports ---------------------------------------------------------------------------
    "ui.err.too_large": "Ce fichier est trop gros pour être une sauvegarde de Westbound (plus "
                        "de {limit} Ko). Rien n'a été modifié.",
    "ui.err.too_deep": "Ce fichier n'est pas une sauvegarde de Westbound : ses données sont "
                       "imbriquées trop profondément. Rien n'a été modifié.",
    "ui.err.too_long": "Cette sauvegarde compte plus de coups que Westbound n'en accepte "
                       "({moves} au plus). Rien n'a été modifié.",
    # -- une nouvelle version --------------------------------------------------------------
    "ui.update.ready": "Une nouvelle version de Westbound est prête. Rechargez la page pour "
                       "l'utiliser : vos parties sont enregistrées et reviennent après le "
                       "rechargement.",
    "ui.update.reload": "Recharger maintenant",
    # -- versions des règles ---------------------------------------------------------------
    "ui.rules_version.older": "Cette partie suit les règles de la version {version}, celle "
                              "sous laquelle elle a commencé (les nouvelles parties suivent "
                              "la version {current}).",
    "ui.rules_version.kept": "Une partie garde ses règles jusqu'au bout, pour que chaque coup "
                             "joué reste légal. Ce qui a changé depuis :",
    "ui.rules_version.short": "règles version {version}",
    # -- jeu à plusieurs : reprendre un coup -------------------------------------------------
    "ui.handback_ask": "{name} : reprendre votre dernier coup",
    "ui.handback_title": "Rendez l'appareil à {name}",
    "ui.handback_text": "Personne d'autre que {name} ne peut reprendre ce coup. {next}, "
                        "rendez-lui l'appareil : rien n'est repris ni montré tant que {name} "
                        "n'a pas confirmé.",
    "ui.handback_yes": "Je suis {name} : reprendre mon coup",
}
