# SPDX-License-Identifier: GPL-3.0-or-later
"""The rules of Manöver-spelet: the Swedish text of the 1930s rules sheet, cleaned of
layout marks and split into sections, with the Sandtable project's English
translation. The Swedish text keeps its period spelling (pjes, Högvärter)."""

SECTIONS = [
    ("general",
     "Allmänna förklaringar",
     "General explanations",
     "Allmänna förklaringar över huru Manöver-spelet skall spelas.\n\n"
     "Till spelet hör förutom spelplan sammanlagt 34 pjeser, 17 pjeser för vardera parten.",
     "General explanations of how the Manoeuvre Game is to be played.\n\n"
     "Besides the board, the game has 34 pieces in all, 17 pieces for each side."),
    ("board",
     "Spelplanen",
     "The board",
     "Spelplanen föreställer Finland, och är indelad i tre olika områden. Området norr om den övre "
     "blåa linjen utgör spelets norra manöver-område. Området söder om den nedre blåa linjen utgör "
     "spelets södra manöver-område. Området mellan de blåa linjerna utgör spelets neutrala område.\n\n"
     "Kartan är upptagen av en massa cirklar förenade antingen medels brutna eller obrutna linjer. "
     "Cirklarna beteckna städer, byar m. m. De obrutna linjerna föreställa järnvägsförbindelserna "
     "mellan de olika orterna. De brutna linjerna föreställa åter landsvägsförbindelser. Endel "
     "cirklar äro omgivna av en röd ring. Dessa cirklar äro spelets strategiska punkter. De "
     "blåkantade ringarna äro viktigare järnvägsknypunkter. Å kartan finnes dessutom tvenne större "
     "punkter med en stjärnformig beteckning, den ena å norra manöver-området, den andra å södra "
     "manöverområdet. Dessa äro de respektiva manöver-områdenas Högvärter.",
     "The board shows Finland and is divided into three areas. The area north of the upper blue "
     "line is the game's northern manoeuvre area. The area south of the lower blue line is the "
     "southern manoeuvre area. The area between the blue lines is the neutral area.\n\n"
     "The map is covered with circles joined by broken or unbroken lines. The circles stand for "
     "towns, villages and so on. The unbroken lines are the railway connections between the "
     "places; the broken lines are road connections. Some circles are surrounded by a red ring: "
     "these are the game's strategic points. The rings edged in blue are the more important "
     "railway junctions. The map also has two larger points marked with a star, one in the "
     "northern manoeuvre area and one in the southern. These are the headquarters of the two "
     "manoeuvre areas."),
    ("pieces",
     "Pjeserna",
     "The pieces",
     "Alla pjeser ha samma form och storlek.\n\n"
     "Samtliga pjeser äro indelade i blå och gula pjeser. De blå pjeserna tillhör det norra "
     "manöver-området, de gula åter det södra manöver-området.\n\n"
     "Pjeserna äro fördelade i olika vapenslag, vilket medels olika färger är angivet å varje pjes "
     "särskilt. De pjeser vilka äro kantade med blått äro infanteri, med rött artilleri, med gult "
     "kavalleri, med svart gas-kommando eller pansartåg, med vitt flygare.\n\n"
     "De olika vapenslagen äro indelade i olika styrkor s. s. kompani, bataljon, regemente, brigad "
     "o. s. v. Å varje spelbricka finnes en siffra, vilken angiver huru många steg respektive pjes "
     "får flyttas framåt på kartan.",
     "All pieces have the same shape and size.\n\n"
     "The pieces are divided into blue and yellow pieces. The blue pieces belong to the northern "
     "manoeuvre area, the yellow ones to the southern manoeuvre area.\n\n"
     "The pieces belong to different arms of service, shown on each piece by a colour. Pieces "
     "edged in blue are infantry, in red artillery, in yellow cavalry, in black gas commandos or "
     "armoured trains, and in white aviators.\n\n"
     "The arms are divided into units of different strength such as company, battalion, regiment, "
     "brigade and so on. Each piece carries a number that says how many steps it may be moved "
     "forward on the map."),
    ("strength",
     "Styrketabellen",
     "The strength table",
     "De olika pjesernas styrka i förhållande till varandra framgår av följande tabell:\n\n"
     "I. Infanteri-kompani, maskingevärs-kompani, artilleri-batteri, pansartåg och flygar-eskader "
     "äro lika starka.\n"
     "II. Infanteri-bataljon och artilleri-sektion äro lika starka.\n"
     "III. Gas-kommando.\n"
     "IV. Infanteri-regemente och artilleri-regemente äro lika starka.\n"
     "V. Kavalleri-brigad.\n"
     "VI. Infanteri-division.",
     "The strength of the pieces relative to each other is given by this table:\n\n"
     "I. Infantry company, machine-gun company, artillery battery, armoured train and air "
     "squadron are equally strong.\n"
     "II. Infantry battalion and artillery section are equally strong.\n"
     "III. Gas commando.\n"
     "IV. Infantry regiment and artillery regiment are equally strong.\n"
     "V. Cavalry brigade.\n"
     "VI. Infantry division."),
    ("notes",
     "Anmärkningar",
     "Notes",
     "Anm. N:o 1. Gas-kommando tvingar alla infanteri- och maskingevärspjeser (alla med blått "
     "kantade pjeser) tillbaka, samt stänger vägen för alla andra pjeser, utom för flygare.\n\n"
     "Anm. N:o 2. Flygar-eskader blir slagen av alla artilleripjeser samt av "
     "maskingevärs-kompanier. Flygar-eskader slår infanteri-kompani.\n\n"
     "Flygar-eskader, som framflyttats till någon av motspelarens pjeser, berättigar spelaren att "
     "utfråga motståndaren angående den framförstående pjesens vapenslag och styrka.",
     "Note 1. A gas commando forces all infantry and machine-gun pieces (all pieces edged in "
     "blue) to fall back, and blocks the way for all other pieces except aviators.\n\n"
     "Note 2. An air squadron is beaten by every artillery piece and by machine-gun companies. An "
     "air squadron beats an infantry company.\n\n"
     "An air squadron moved up to one of the opponent's pieces entitles its player to ask the "
     "opponent the arm and strength of the piece it faces."),
    ("setup",
     "Spelets början",
     "Setting up",
     "Före spelets början uppställas de till det norra manöver-området hörande blå styrkorna efter "
     "gottfinnande norr om den övre blå linjen. Samtliga pjeser skola därvid uppställas.\n\n"
     "Därefter uppställer gul sina pjeser sålunda att samtliga tio strategiska punkter besätts. De "
     "sju återstående pjeserna bli i reserv, och insättas i spelet undan för undan, efter "
     "gottfinnande. Detta gäller det södra manöver-området.\n\n"
     "Då gul sålunda besatt de tio strategiska punkterna, är det blå som gör följande drag, men "
     "endast med en pjes. Därpå är det gul som gör ett motdrag, likaså med en pjes. Sedan blå, och "
     "så vidare.",
     "Before the game begins, the blue forces of the northern manoeuvre area are set up as their "
     "player likes north of the upper blue line. All pieces must be set up.\n\n"
     "Then yellow sets up so that all ten strategic points are occupied. The seven remaining "
     "pieces stay in reserve and are brought into play one by one, as yellow likes. This applies "
     "to the southern manoeuvre area.\n\n"
     "Once yellow has occupied the ten strategic points, blue makes the next move, with one piece "
     "only. Then yellow answers, also with one piece. Then blue, and so on."),
    ("movement",
     "Förflyttning",
     "Movement",
     "Pjeserna flyttas alltid från punkt till punkt, högst så många steg som finnes angivet å varje "
     "pjes. Man är ej tvungen att flytta pjeserna det tillåtna antalet steg utan har man även rätt "
     "att flytta en pjes färre steg än som finnes angivet. Detta kan man med fördel använda om man "
     "vill »lura» sin motståndare som naturligtvis söker av stegantalet utleta vad han har för en "
     "motståndare emot sig. Förflyttningen av pjeserna får ske såväl framåt, bakåt som åt sidorna.\n\n"
     "Flygare rör sig i motsats till andra pjeser så långt framåt som rät linje utvisar, t. ex. "
     "Kotka–Kouvola, Kouvola–Pieksämäki, Kouvola–Lahti, Kouvola–Simola o. s. v. Flygare har rätt att "
     "röra sig såväl å streckade som hela linjer. Pansartåg rör sig lika som flygare, blott med den "
     "skillnaden att pansartåg ej får använda sig av streckade linjer.\n\n"
     "Alla infanteri- och maskingevärspjeser (kantade med blått) har rätt att röra sig framåt å "
     "såväl brutna som obrutna linjer. Alla övriga pjeser (utom flygare) äro hänvisade endast till "
     "obrutna linjer.",
     "Pieces always move from point to point, at most as many steps as the number on the piece. "
     "A piece need not move its full number of steps: it may move fewer. This is useful to "
     "\"fool\" the opponent, who of course tries to work out from the number of steps what kind of "
     "piece he faces. Pieces may move forwards, backwards and sideways.\n\n"
     "Unlike other pieces, aviators move forward as far as a straight line goes, for example "
     "Kotka–Kouvola, Kouvola–Pieksämäki, Kouvola–Lahti, Kouvola–Simola and so on. Aviators may "
     "use both broken and unbroken lines. Armoured trains move like aviators, except that they may "
     "not use broken lines.\n\n"
     "All infantry and machine-gun pieces (edged in blue) may move on both broken and unbroken "
     "lines. All other pieces (except aviators) are restricted to unbroken lines."),
    ("combat",
     "Hot och slag",
     "Threatening and striking",
     "En pjes hotar eller slår en annan i alla riktningar utom bakåt. Undantag härvid är dock "
     "flygare som slår i alla riktningar. Pjes kan icke slå två pjeser samtidigt, utan bör den part "
     "som angriper ange vilken pjes han åsyftar.\n\n"
     "När en pjes vill hota en annan bör den framflytta till punkten närmast motståndaren. Därvid "
     "frågar den angripande huru stark pjes han har emot sig. Den starkare pjesen blir kvar, den "
     "svagare tages bort ur spelet. Äro båda lika starka, gå vardera ur spelet.\n\n"
     "Pjes som av gas tvingats att draga sig tillbaka bör göra det i följande drag, annars går "
     "pjesen förlorad.",
     "A piece threatens or strikes another in every direction except backwards. Aviators are the "
     "exception: they strike in every direction. A piece cannot strike two pieces at once; the "
     "attacking player must say which piece he means.\n\n"
     "A piece that wants to threaten another must move to the point next to the opponent. The "
     "attacker then asks how strong a piece he faces. The stronger piece stays; the weaker is "
     "removed from the game. If both are equally strong, both leave the game.\n\n"
     "A piece forced back by gas must withdraw on its next move, or it is lost."),
    ("redeploy",
     "Omgruppering",
     "Moving between fronts",
     "Om någon under spelets gång vill ha en pjes flyttad från ett frontavsnitt till ett annat, bör "
     "han först flytta pjesen till närmaste strategiska punkt, därefter flytta den ut ur spelet, för "
     "att därpå återinsätta den efter gottfinnande på någon annan punkt, vilken även bör vara en "
     "strategisk punkt.",
     "A player who wants to move a piece from one sector of the front to another during the game "
     "must first move it to the nearest strategic point, then take it out of play, and then put it "
     "back in wherever he likes on another point, which must also be a strategic point."),
    ("victory",
     "Seger",
     "Victory",
     "Den part som tidigast lyckats intaga motståndarens högkvarter eller samtidigt besätta fem (5) "
     "av motspelarens strategiska punkter, har vunnit spelet.",
     "The side that first takes the opponent's headquarters, or holds five (5) of the opponent's "
     "strategic points at the same time, has won the game."),
]


def sections():
    return [(sid, [("sv", sv_title), ("en", en_title)], [("sv", sv_body), ("en", en_body)])
            for sid, sv_title, en_title, sv_body, en_body in SECTIONS]
