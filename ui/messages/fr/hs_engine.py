"""French texts of Homesteaders: what the engine says in codes: why a move is refused
(the refusal ``hs.<name>`` is the message ``hs.why.<name>``), what each rules version changed
(``hs.rules.v<N>``) and the names of the end-of-game figures (``hs.fig.<name>``)."""

MESSAGES: dict[str, str] = {
    # what each rules version changed (the page says it when it resumes an older game)
    "hs.rules.v2": "Les règles 2 suivent le livret de plus près : l'ouvrier d'une tuile "
                   "enchère ou de l'Atelier est pris aussitôt ; une pièce d'or achète au "
                   "marché quand vous le voulez ; derrière les paravents, le journal dit "
                   "seulement qu'une Banque a donné son revenu ; et les paravents sont "
                   "dressés par défaut.",
    # log entries of rules 2 (the Bank's income behind the screens)
    "hs.bank_used": "La Banque de {seat} donne son revenu derrière le paravent.",
    "hs.bank_debt": "La Banque de {seat} défausse une de ses dettes.",
    "hs.bank_silver": "La Banque de {seat} donne {gains}, faute de dette à défausser.",
    # the steps a refusal may name ("not now: the current step is ...")
    "hs.name.step_place": "le placement des ouvriers",
    "hs.name.step_pay": "un paiement",
    "hs.name.step_neutral": "la pose du jeton neutre",
    "hs.name.step_bid": "les offres",
    "hs.name.step_rail": "le choix d'un bonus de la piste de développement du chemin de fer",
    "hs.name.step_build": "la construction",
    "hs.name.step_worker": "le choix de prendre ou non l'ouvrier offert",
    "hs.name.step_exchange": "l'échange de la tuile enchère",
    "hs.name.step_endgame": "les actions finales",
    # why a move is refused
    "hs.why.not_now": "pas maintenant : l'étape en cours est {step}",
    "hs.why.repay_only_at_end": "les dettes ne se remboursent qu'au décompte final ({price} "
                                "ou 1 or chacune)",
    "hs.why.not_owned": "ce bâtiment n'est pas à vous ({building})",
    "hs.why.slot_taken": "cet emplacement a déjà ses ouvriers ({building})",
    "hs.why.no_idle_worker": "tous vos ouvriers sont placés ({workers} "
                             "{workers:ouvrier|ouvriers})",
    "hs.why.short_of_silver": "il vous manque {short} argent pour payer {amount} : prenez "
                              "une dette ou vendez au marché d'abord",
    "hs.why.not_enough_gold": "vous avez {gold} or : pas assez de pièces pour cela",
    "hs.why.no_change": "l'or ne rend pas la monnaie : au plus {most} or pour payer "
                        "{amount}",
    "hs.why.pay_needs_silver": "payer {amount} avec {gold} or demande {need} argent ; vous "
                               "en avez {have}",
    "hs.why.no_auction": "il n'y a pas d'enchère {auction} : cette partie en a {auctions}",
    "hs.why.not_a_step": "{value} n'est pas une case d'enchère ; les cases sont {steps}",
    "hs.why.bid_too_low": "une offre sur l'enchère {auction} doit être supérieure à {high}",
    "hs.why.equal_needs_lawyer": "seul le propriétaire du bâtiment {building} peut égaler "
                                 "l'offre de {value} sur l'enchère {auction}",
    "hs.why.rail_beyond_marker": "{bonus} : sur la case {space} de la piste de développement "
                                 "du chemin de fer, au-delà de votre pion (case {marker})",
    "hs.why.already_built": "on ne construit jamais deux fois le même bâtiment, et vous "
                            "avez déjà celui-ci ({building})",
    "hs.why.not_on_offer": "{building} : bâtiment de la phase {stage}, pas disponible "
                           "maintenant",
    "hs.why.none_left": "tous les exemplaires de ce bâtiment sont construits ({building})",
    "hs.why.wrong_type": "cette enchère ne permet que ces types : {allowed} ; {building} "
                         "est de type {type}",
    "hs.why.river_port_only": "seul le propriétaire du bâtiment {building} peut payer en or "
                              "à la place du cuivre ou du bétail",
    "hs.why.lacks_goods": "il vous manque {missing} pour construire ce bâtiment "
                          "({building})",
    "hs.why.gold_tiles_only": "l'or du bâtiment {building} ne remplace le cuivre ou le "
                              "bétail que sur les tuiles enchères {tiles}",
    "hs.why.exchange_lacks": "il vous manque {missing}",
    "hs.why.no_debt": "vous n'avez aucune dette à rembourser",
    "hs.why.repay_costs": "il vous manque {missing} pour rembourser une dette",
    "hs.why.needs_trade_token": "chaque opération au marché demande un jeton commerce",
    "hs.why.owner_only": "réservé au propriétaire du bâtiment {building}",
    "hs.why.price": "acheter 1 {good} coûte {price}",
    "hs.why.gold_when_short": "dans ces règles (version 1), une pièce d'or n'achète {good} "
                              "que s'il vous manque de l'argent pour payer {price}",
    "hs.why.no_gold_to_pay": "vous n'avez pas de pièce d'or pour cet achat ({good})",
    "hs.why.gold_for_gold": "on n'achète pas de l'or avec de l'or",
    "hs.why.nothing_to_sell": "vous n'avez pas de {good} à vendre",
    "hs.why.hire_needs_food": "recruter un ouvrier coûte 1 jeton commerce et 1 "
                              "nourriture, et vous n'avez pas de nourriture",
    # the end screen's telling figures
    "hs.fig.auctions_won": "Enchères remportées",
    "hs.fig.bid_silver": "Argent payé pour les enchères remportées",
    "hs.fig.passes": "Passes (avancées sur la piste de développement du chemin de fer)",
    "hs.fig.buildings_built": "Bâtiments construits",
    "hs.fig.income_silver": "Argent reçu en revenus",
    "hs.fig.trades": "Opérations au marché (jetons commerce dépensés)",
    "hs.fig.workers_hired": "Ouvriers recrutés",
    "hs.fig.debts_taken": "Dettes prises",
    "hs.fig.debts_repaid": "Dettes remboursées",
    #: what `progress` counts, the chart's x-axis: the rulebook's rounds
    "hs.progress": "Tour de jeu",
}
