"""French texts of Gold West: the phase guide (what each phase or step is about)."""

MESSAGES: dict[str, str] = {
    "gw.guide.activate.title": "Étape 1 — activer sa piste stock",
    "gw.guide.activate.text":
        "Choisissez une case de votre piste stock qui contient au moins une ressource et "
        "prenez-les toutes. Elles montent vers votre zone d'usage en laissant exactement une "
        "ressource dans chaque case traversée. Ce qui arrive dans votre zone d'usage ne sert que "
        "ce tour-ci : ce qui n'est pas utilisé est défaussé à la fin du tour.",
    "gw.guide.drop.title": "Étape 1 — une ressource reste en chemin",
    "gw.guide.drop.text":
        "En montant, vos ressources en laissent exactement une dans chaque case traversée, la plus "
        "proche d'abord. Choisissez celle qui reste ici : elle reviendra plus tard, les autres "
        "arrivent dans votre zone d'usage maintenant.",
    "gw.guide.metals.title": "Étape 2 — utiliser des métaux",
    "gw.guide.metals.text":
        "Dépensez cuivre, argent et or dans l'ordre que vous voulez : un investissement par tour "
        "(ses PV, sa capacité et la plus haute tuile bonus), un jeton influence à Boomtown par "
        "tour (le métal de sa colonne et celui de sa ligne) et autant de transports que vous "
        "voulez. Puis construisez : un camp avec du bois ou de la pierre, une colonie avec les "
        "deux, ou pillez sans l'un ni l'autre.",
    "gw.guide.section.title": "Après la construction — ranger les ressources",
    "gw.guide.section.text":
        "Placez toutes les ressources du jeton dans une seule case de votre piste stock. La "
        "première case ne rapporte rien, la deuxième 1 PV, la troisième 2 PV et la quatrième 3 PV "
        ": plus elles vont loin, plus elles rapportent et plus elles mettent de temps à revenir.",
    "gw.guide.freeship.title": "Investissement — transport gratuit",
    "gw.guide.freeship.text":
        "La carte fait avancer une diligence d'une case sur une piste transport sans payer de "
        "métal, avec les points habituels des lignes et des piles de bonus. Les cases se prennent "
        "une à une, chacune sur n'importe quelle piste, et peuvent être refusées.",
    "gw.guide.freeboomtown.title": "Investissement — un jeton influence gratuit à Boomtown",
    "gw.guide.freeboomtown.text":
        "Posez un jeton influence sur une case libre de Boomtown sans payer ses métaux (la tuile "
        "{tile_vp} PV rapporte aussitôt {tile_vp}). C'est l'unique jeton à Boomtown de ce tour. "
        "Vous pouvez le refuser.",
    "gw.guide.extraboomtown.title": "Investissement — un jeton à côté d'un adversaire",
    "gw.guide.extraboomtown.text":
        "Posez un jeton influence sur une case de Boomtown qui porte exactement un jeton d'un "
        "autre joueur : vous marquerez tous les deux ce bureau à la fin. C'est l'unique jeton à "
        "Boomtown de ce tour. Vous pouvez le refuser.",
    "gw.guide.upgrade.title": "Investissement — améliorer un camp",
    "gw.guide.upgrade.text":
        "L'un de vos camps sur la carte devient une colonie : une influence de plus dans son "
        "terrain, et les colonies départagent les majorités. Cela ne coûte ni bois, ni pierre, ni "
        "camp, et peut être refusé.",
    "gw.guide.gain.title": "Investissement — ajouter une ressource",
    "gw.guide.gain.text":
        "Ajoutez une ressource de votre choix dans n'importe quelle case de votre piste stock, "
        "sans points pour sa pose. La carte en donne deux, choisies une à une ; au dernier tour, "
        "elle ne donne rien.",
    "gw.guide.peek.title": "Investissement — regarder un jeton",
    "gw.guide.peek.text":
        "Regardez en secret un jeton mine face cachée, puis laissez-le en place : vous seul savez "
        "ce qu'il contient. La carte permet d'en regarder deux, un à la fois.",
}
