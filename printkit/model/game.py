"""The whole game: one YAML file."""

from __future__ import annotations

from printkit.model.record import field, replace
TYPE_CHECKING = False  # (typing itself is not imported: it costs the calculators time)

from printkit.model.common import Dataset, record, require

if TYPE_CHECKING:  # imported lazily: a calculator's partial game needs none of these (see `part`)
    from printkit.model.boards import Board
    from printkit.model.charts import Chart
    from printkit.model.pieces import CounterSet, CounterSheet, Side, Stacking, UnitType
    from printkit.model.scenarios import Scenario
    from printkit.model.support import FireSupportType
    from printkit.model.cards import Deck



def _default_sheet():
    from printkit.model.pieces import CounterSheet

    return CounterSheet()


@record
class Parameter:
    """A rules constant (hit faces, thresholds) with its provenance; read by the resolvers."""

    # the constant: a number, a text, a list or a mapping, in the shape its calculator reads
    value: object
    source: str
    status: Status
    text: str | None = None
    note: str | None = None
    rule: str | None = None  # the rule section a resolver cites for it ("5.3.5"): citations live in the data
    play_value: bool = False  # a reconstructed play value (see Dataset.play_value)


@record
class Abbreviation:
    """An abbreviation the kit's pages use, and what it stands for."""

    term: str  # as printed ('DRM', 'Entry-H'); its plural with an 's' ('DRMs') is the same term
    means: str  # what it stands for, as the legend prints it ('die-roll modifier')


@record
class Kit:
    """Which charts go on the player aid and in which order."""

    # the chart ids the player aid prints, in order
    player_aid: tuple[str, ...] = ()
    displays: tuple[str, ...] = ()  # boards printed as displays (e.g. a faction card), in order
    # odds tables the kit computes from the dice rules and prints on the player aid
    computed: tuple[Literal["hit_odds", "raid_odds", "recovery_odds"], ...] = ()
    title: str | None = None
    # print each chart's source line on the player pages too (a maker's draft); by default the sources and
    # the blanks to fill in are on the Maker's notes page only, and player pages cite rule numbers
    source_lines: bool = False
    compass: str | None = None  # a parameter listing the scatter directions: the aid draws a direction compass
    compass_after: str | None = None  # ... after this chart of the player aid
    # the words of the counter key (element -> label: top, side_text, echelon, symbol, value, mark, corner,
    # bottom) where the game's counters mean something other than printkit's defaults; 'unit.TYPE' shows a
    # counter of that unit type with these words (a counter whose figures read otherwise than the example's)
    counter_key: dict[str, str] | None = None
    dice: tuple[str, ...] = ()  # the dice the rules roll ('1D6', '2D6', '3D6'): the VASSAL module's dice buttons
    # the colophon's credits (designer, developer, publisher, art), printed on the cover and in the Maker's notes
    # only, never on a player page
    credits: tuple[str, ...] = ()
    # the abbreviations of the player aid, setup cards and odds card: each of those components that uses one
    # explains it in a legend of its own (verify checks it)
    abbreviations: tuple[Abbreviation, ...] = ()


@record
class Game(Dataset):
    """A game: everything printkit knows about it. The top of a game file."""

    INTERNAL_KEYS = ("lang", "as_printed", "palette")  # set by the loader, not written in a game file (printkit.spec leaves them out)

    id: str = ""
    title: str = ""
    # the rulebook files the sources cite (in ../shared/rules/ or beside the game file)
    rulebooks: tuple[str, ...] = ()
    # the players' sides and nationalities, by id: their names and counter colours
    sides: dict[str, Side] = field(default_factory=dict)
    # the kinds of unit, by id: symbol, faces and ratings their counters share
    unit_types: dict[str, UnitType] = field(default_factory=dict)
    # the size and bleed of the counters
    counter_sheet: CounterSheet = field(default_factory=_default_sheet)
    # the counter mix: every unit and marker, printed on the counter sheets
    counters: CounterSet | None = None
    # the boards, by id: hex maps, area maps and displays (sheets of boxes and tracks)
    maps: dict[str, Board] = field(default_factory=dict)
    # the charts and tables, by id: the player aid prints those `kit.player_aid` lists, the calculators read them
    charts: dict[str, Chart] = field(default_factory=dict)
    # rules constants the calculators read, by name, each with its provenance
    parameters: dict[str, Parameter] = field(default_factory=dict)
    # the rule section the calculators and the printed kit cite for a mechanism, by mechanism ('hit_dice': '6.21')
    citations: dict[str, str] = field(default_factory=dict)  # a mechanism not listed is cited with no number
    # the scenarios, by id: turns, setup, reinforcements, special rules, victory
    scenarios: dict[str, Scenario] = field(default_factory=dict)
    locations: dict[str, str] = field(default_factory=dict)  # named places that are not a hex/area/box
    # what the kit prints beyond the counters and maps: the player aid's charts, displays, dice
    kit: Kit = field(default_factory=Kit)
    languages: tuple[str, ...] = ()  # text may be given per language, {en: ..., ru: ...}; the first is the default
    # per language other than English: the Latin words its pages may print besides the maps' hex ids (proper
    # names, abbreviations that language's rulebook prints in Latin); `verify --lang` flags every other Latin word
    latin_words: dict[str, tuple[str, ...]] = field(default_factory=dict)
    # a rating's name as players read it (the VASSAL module's mouse-over), by its key in `unit_types.*.values`:
    # {attack_heavy: {en: Heavy attack, ru: Атака по тяжёлым}}; without one the key is shown (AttackHeavy)
    rating_names: dict[str, str] = field(default_factory=dict)
    lang: str | None = None  # the language this model was loaded in (set by the loader)
    as_printed: bool = False  # loaded --as-printed: every reconstructed play value withheld (set by the loader)
    palette: str | None = None  # loaded with --ink low ('lowink') or --palette colourblind (set by the loader)
    fire_support: dict[str, FireSupportType] = field(default_factory=dict)  # off-board fire support assets

    chits: CounterSet | None = None  # two-sided chits on a sheet of their own (chit_sheet)
    # the size and bleed of the chits (when the game has `chits`)
    chit_sheet: CounterSheet | None = None
    # a deck of cards, printed poker size nine to a page
    cards: Deck | None = None
    stacking: Stacking | None = None  # the stacking limit of a hex or area, if the rules set one

    def __post_init__(self):
        require(len(set(self.languages)) == len(self.languages), "languages are listed twice", "languages")

    def param(self, name: str):
        """The value of a parameter; KeyError if the game has none of that name."""
        return self.parameters[name].value

    def part(self, keep: tuple[str, ...]) -> "Game":
        """A copy holding only the named parts (the rest empty): what a calculator caches and loads."""
        empty = {"sides": {}, "unit_types": {}, "counter_sheet": None, "counters": None, "maps": {},
                 "charts": {}, "parameters": {}, "scenarios": {}, "locations": {}, "kit": Kit(),
                 "fire_support": {}, "chits": None, "chit_sheet": None, "cards": None}
        return replace(self, **{k: v for k, v in empty.items() if k not in keep})
