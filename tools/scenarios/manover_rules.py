# SPDX-License-Identifier: GPL-3.0-or-later
"""The rules of Manöver-spelet: the Swedish text of the 1930s rules sheet
(shared/rules/manover-spelet.sv.txt) and the Sandtable project's English translation.

The Swedish text is the original's, word for word and in its order, with only these
changes: the markdown of the transcription is gone (bold, table pipes, forced line
breaks); the ditto marks (») of the arms list and the strength table are written
out; the stray Georgian letter in "maskin gevärს" is dropped; and two letters the
transcription misread are put right ("Åro" -> "Äro", "tillätna" -> "tillåtna").
Section titles other than "Spelplanen" and "Pjeserna" (the sheet's own run-in
headings) are ours. Period spelling (pjes, tvenne, Högvärter, Kouvolan) is kept.

The bodies are written in Sandtable's rules markup (docs/format.md, "Rules markup"): a
blank line separates paragraphs, "- " starts a list item, "|" a table row, and **...**
is bold, as the transcription had them.
"""

# id, Swedish title, English title, Swedish body, English body
SECTIONS = [
    ("regler",
     "Regler för Manöver-spelet",
     "Rules for the Manoeuvre Game",
     "Allmänna förklaringar över huru Manöver-spelet skall spelas.\n\n"
     "Till spelet hör förutom spelplan sammanlagt 34 pjeser, 17 pjeser för vardera parten.",
     "General explanations of how the Manoeuvre Game is to be played.\n\n"
     "Besides the board, the game comprises 34 pieces in all, 17 pieces for each side."),
    ("spelplanen",
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
     "The board represents Finland and is divided into three different areas. The area north of "
     "the upper blue line forms the game's northern manoeuvre area. The area south of the lower "
     "blue line forms the game's southern manoeuvre area. The area between the blue lines forms "
     "the game's neutral area.\n\n"
     "The map is filled with a great many circles joined by either broken or unbroken lines. The "
     "circles stand for towns, villages and so on. The unbroken lines represent the railway "
     "connections between the various places. The broken lines, in turn, represent road "
     "connections. Some circles are surrounded by a red ring. These circles are the game's "
     "strategic points. The blue-edged rings are the more important railway junctions. The map "
     "also has two larger points with a star-shaped mark, one in the northern manoeuvre area, the "
     "other in the southern manoeuvre area. These are the headquarters of the respective "
     "manoeuvre areas."),
    ("pjeserna",
     "Pjeserna",
     "The pieces",
     "Alla pjeser ha samma form och storlek.\n\n"
     "Samtliga pjeser äro indelade i blå och gula pjeser.\n\n"
     "De blå pjeserna tillhör det norra manöver-området, de gula åter det södra manöver-området.\n\n"
     "Pjeserna äro fördelade i olika vapenslag, vilket medels olika färger är angivet å varje pjes "
     "särskilt.\n\n"
     "- De pjeser vilka äro kantade med blått äro infanteri,\n"
     "- de pjeser vilka äro kantade med rött äro artilleri,\n"
     "- de pjeser vilka äro kantade med gult äro kavalleri,\n"
     "- de pjeser vilka äro kantade med svart äro gas-kommando- eller pansartåg,\n"
     "- de pjeser vilka äro kantade med vitt äro flygare.\n\n"
     "De olika vapenslagen äro indelade i olika styrkor s. s. kompani, bataljon, regemente, brigad "
     "o. s. v.\n\n"
     "Å varje spelbricka finnes en siffra, vilken angiver huru många steg respektive pjes får flyttas "
     "framåt på kartan.",
     "All pieces have the same shape and size.\n\n"
     "All the pieces are divided into blue and yellow pieces.\n\n"
     "The blue pieces belong to the northern manoeuvre area, the yellow ones to the southern "
     "manoeuvre area.\n\n"
     "The pieces are divided into different arms of service, which is shown on each piece by a "
     "colour of its own.\n\n"
     "- The pieces edged with blue are infantry,\n"
     "- the pieces edged with red are artillery,\n"
     "- the pieces edged with yellow are cavalry,\n"
     "- the pieces edged with black are gas commando or armoured train,\n"
     "- the pieces edged with white are aviators.\n\n"
     "The different arms are divided into different strengths, such as company, battalion, "
     "regiment, brigade and so on.\n\n"
     "On each piece there is a number that states how many steps the piece may be moved forward "
     "on the map."),
    ("styrka",
     "Pjesernas styrka",
     "The strength of the pieces",
     "De olika pjesernas styrka i förhållande till varandra framgår av följande tabell:\n\n"
     "| Styrka | Pjeser |\n"
     "| I | Infanteri-kompani, Maskingev.-kompani, Artilleri-batteri, Pansartåg, Flygar-eskader: "
     "lika starka. |\n"
     "| II | Infanteri-bataljon, Artilleri-sektion: lika starka. |\n"
     "| III | Gas-kommando. |\n"
     "| IV | Infanteri-regemente, Artilleri-regemente: lika starka. |\n"
     "| V | Kavalleri-brigad. |\n"
     "| VI | Inf. division. |\n\n"
     "**Anm. N:o 1.** Gas-kommando tvingar alla infanteri o. maskin gevär pjeser (alla med blått kantade "
     "pjeser) tillbaka, samt stänger vägen för alla andra pjeser, utom för flygare.\n\n"
     "**Anm. N:o 2.** Flygar-eskader blir slagen av alla artilleri pjeser samt av maskingev.-kompanier.\n\n"
     "Flygar-esk. slår inf. komp.\n\n"
     "Flygareskader, som framflyttats till någon av motspelarens pjeser, berättigar spelaren att "
     "utfråga motståndaren angående den framförstående pjesens vapenslag och styrka.",
     "The strength of the different pieces relative to one another is shown in the following "
     "table:\n\n"
     "| Strength | Pieces |\n"
     "| I | Infantry company, machine-gun company, artillery battery, armoured train, air squadron: "
     "equally strong. |\n"
     "| II | Infantry battalion, artillery section: equally strong. |\n"
     "| III | Gas commando. |\n"
     "| IV | Infantry regiment, artillery regiment: equally strong. |\n"
     "| V | Cavalry brigade. |\n"
     "| VI | Infantry division. |\n\n"
     "**Note no. 1.** A gas commando forces all infantry and machine-gun pieces (all pieces edged with "
     "blue) back, and closes the way to all other pieces, except aviators.\n\n"
     "**Note no. 2.** An air squadron is beaten by all artillery pieces and by machine-gun "
     "companies.\n\n"
     "An air squadron beats an infantry company.\n\n"
     "An air squadron that has been moved up to one of the opponent's pieces entitles its player "
     "to question the opponent about the arm and strength of the piece in front of it."),
    ("spelets-gang",
     "Spelets gång",
     "Course of play",
     "Spelet tillgår på följande sätt:\n\n"
     "Före spelets början uppställas de till det norra manöver-området hörande blå styrkorna efter "
     "gottfinnande norr om den övre blå linjen. Samtliga pjeser skola därvid uppställas.\n\n"
     "Därefter uppställer gul sina pjeser sålunda att samtliga tio strategiska punkter besätts. De "
     "sju återstående pjeserna bli i reserv, och insättas i spelet undan för undan, efter "
     "gottfinnande. Detta gäller det södra manöver-området.\n\n"
     "Då gul sålunda besatt de tio strategiska punkterna, är det blå som gör följande drag, men "
     "endast med en pjes.\n\n"
     "Därpå är det gul som gör ett motdrag, likaså med en pjes. Sedan blå . . . o. s. v.",
     "The game proceeds as follows:\n\n"
     "Before the game begins, the blue forces belonging to the northern manoeuvre area are set up "
     "as their player sees fit north of the upper blue line. All pieces must be set up.\n\n"
     "Then yellow sets up his pieces so that all ten strategic points are occupied. The seven "
     "remaining pieces are kept in reserve and are put into play little by little, as he sees fit. "
     "This applies to the southern manoeuvre area.\n\n"
     "When yellow has thus occupied the ten strategic points, it is blue who makes the next move, "
     "but with one piece only.\n\n"
     "Then it is yellow who makes a counter-move, likewise with one piece. Then blue . . . and so "
     "on."),
    ("forflyttning",
     "Förflyttning",
     "Movement",
     "Pjeserna flyttas alltid från punkt till punkt, högst så många steg som finnes angivet å varje "
     "pjes. Man är ej tvungen att flytta pjeserna det tillåtna antalet steg utan har man även rätt "
     "att flytta en pjes färre steg än som finnes angivet. Detta kan man med fördel använda om man "
     "vill »lura» sin motståndare som naturligtvis söker av stegantalet utlista vad han har för en "
     "motståndare emot sig. Förflyttningen av pjeserna får ske såväl framåt, bakåt som åt sidorna. "
     "Däremot hotar eller slår en pjes en annan i alla riktningar, utom bakåt. Undantag härvid är "
     "dock flygare som slår i alla riktningar. Pjes kan icke slå tvenne pjeser samtidigt, utan bör "
     "den part som angriper, ange vilken pjes han åsyftar. Pjes som av gas-tvingats att draga sig "
     "tillbaka, bör göra det i följande drag, annars går pjesen förlorad.\n\n"
     "Flygare rör sig i motsats till andra pjeser så långt framåt som rät linje utvisar. T. ex. "
     "Kotka—Kouvolan, Kouvolan—Pieksämäki, Kouvolan—Lahti, Kouvolan—Simola o. s. v. Flygare har "
     "rätt att röra sig såväl å streckade som hela linjer. Pansartåg rör sig lika som flygare, blott "
     "med den skillnaden att pansartåg ej får använda sig av streckade linjer.\n\n"
     "Alla infanteri- o. maskingev. pjeser (kantade med blått) har rätt att röra sig framåt å såväl "
     "brutna som obrutna linjer. Alla övriga pjeser (utom flygare) äro hänvisade endast till obrutna "
     "linjer.",
     "The pieces are always moved from point to point, at most as many steps as stated on each "
     "piece. One is not obliged to move the pieces the permitted number of steps; one also has the "
     "right to move a piece fewer steps than stated. This can be used to advantage if one wants to "
     "\"fool\" one's opponent, who naturally tries to work out from the number of steps what kind "
     "of opponent he has against him. The pieces may be moved forwards as well as backwards and "
     "sideways. On the other hand, a piece threatens or strikes another in all directions except "
     "backwards. The exception to this, however, is aviators, which strike in all directions. A "
     "piece cannot strike two pieces at the same time; the attacking side must state which piece "
     "he means. A piece that has been forced by gas to withdraw must do so on the following move, "
     "otherwise the piece is lost.\n\n"
     "Aviators, unlike other pieces, move forward as far as a straight line shows. For example "
     "Kotka—Kouvola, Kouvola—Pieksämäki, Kouvola—Lahti, Kouvola—Simola and so on. Aviators may "
     "move on dashed as well as on solid lines. Armoured trains move like aviators, with the one "
     "difference that armoured trains may not use dashed lines.\n\n"
     "All infantry and machine-gun pieces (edged with blue) have the right to move forward on "
     "broken as well as unbroken lines. All other pieces (except aviators) are restricted to "
     "unbroken lines only."),
    ("anfall",
     "Anfall",
     "Attack",
     "När en pjes vill hota en annan bör den framflytta till punkten närmast motståndaren. Därvid "
     "frågar den angripande huru stark pjes han har emot sig. Den starkare pjesen blir kvar, den "
     "svagare tages bort ur spelet. Äro båda lika starka, gå vardera ur spelet.",
     "When a piece wants to threaten another, it must move up to the point nearest the opponent. "
     "The attacker then asks how strong a piece he has against him. The stronger piece stays; the "
     "weaker is removed from the game. If both are equally strong, both leave the game."),
    ("omgruppering",
     "Omgruppering",
     "Moving between sectors",
     "Om någon under spelets gång vill ha en pjes flyttad från ett frontavsnitt till ett annat, bör "
     "han först flytta pjesen till närmaste strategiska punkt, därefter flytta den ut ur spelet, för "
     "att därpå återinsätta den efter gottfinnande på någon annan punkt, vilken även bör vara en "
     "strategisk punkt.",
     "If during the game someone wants a piece moved from one sector of the front to another, he "
     "must first move the piece to the nearest strategic point, then move it out of the game, and "
     "then put it back in, as he sees fit, at some other point, which must also be a strategic "
     "point."),
    ("seger",
     "Spelets vinnande",
     "Winning the game",
     "Den part som tidigast lyckats intaga motståndarens högkvarter eller samtidigt besätta fem (5) "
     "av motspelarens strategiska punkter, har vunnit spelet.",
     "The side that first succeeds in taking the opponent's headquarters, or in occupying five (5) "
     "of the opponent's strategic points at the same time, has won the game."),
]


def sections():
    return [(sid, [("sv", sv_title), ("en", en_title)], [("sv", sv_body), ("en", en_body)])
            for sid, sv_title, en_title, sv_body, en_body in SECTIONS]


MARKDOWN_HEAD = """\
# Manöver-spelet: the rules in English

Our translation of the Swedish rules sheet of *Manöver-spelet* (Finland, around 1930;
the original is in the public domain). The same text ships inside
`data/scenarios/manover-finland.xml`, each section in Swedish (the document language)
with this English translation beside it; `tools/gen-scenarios.py` writes both from
`tools/scenarios/manover_rules.py`, so edit the text there.

The translation follows the Swedish sentence by sentence and keeps its ambiguities
rather than resolving them; how the engine reads them is a matter for the engine's own
documentation. The section headings other than "The board" and "The pieces" are ours:
the sheet runs on without headings. Where the sheet writes ditto marks (») in the list
of arms and in the strength table, both texts spell the words out.
"""


def markdown():
    """docs/rules/manover-spelet.en.md: the English sections, same text as the scenario."""
    out = [MARKDOWN_HEAD]
    for _sid, sv_title, en_title, _sv_body, en_body in SECTIONS:
        out.append(f"## {en_title} ({sv_title})\n")
        for paragraph in en_body.split("\n\n"):
            # The rules markup is Markdown, but for a table's header rule.
            lines = paragraph.split("\n")
            if lines[0].startswith("|"):
                lines.insert(1, "|" + "---|" * (lines[0].count("|") - 1))
            out.append("\n".join(lines) + "\n")
    return "\n".join(out)
