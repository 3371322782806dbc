"""The DOT text of the sequence tree and the Wheel of Profit (no rendering except one parse check)."""

from __future__ import annotations

import re

import pytest

from dml_tutor.core.trace import Frame
from dml_tutor.core.tree import SeqNode, sequence_names
from dml_tutor.games.dml import INTERRUPTS, PACK
from dml_tutor.games.dml.cards import RESOURCE_NAME, SUIT_SYMBOL, WHEEL_ORDER, primary_buying, secondary_buying
from dml_tutor.games.dml.display.drawings import wheel_dot
from dml_tutor.games.dml.sequences import MODULES
from dml_tutor.view import render
from dml_tutor.view.diagrams import sequence_dot

SEQUENCE_TREE = PACK.tree

CURRENT_FILL = "#ffa94d"
PATH_FILL = "#fff3bf"

DEEP = (
    Frame("Game", "Game"),
    Frame("Game Stage", "Game Stage"),
    Frame("Round", "Round 3"),
    Frame("Action Phase", "Action Phase"),
    Frame("Turn", "Turn of seat 2"),
    Frame("Market Phase", "Market Phase"),
    Frame("Market Action", "Market Action"),
    Frame("Acquisition Attempt", "Acquisition Attempt"),
    Frame("Bidding Phase", "Bidding Phase"),
    Frame("Bid Action", "Bid Action 2"),
)
RESTOCK = (*DEEP[:5], Frame("Restock", "Restock"))


def node_lines(dot: str) -> dict[str, str]:
    """Node id -> its statement, for node statements only."""
    found = {m[1]: m[0] for m in re.finditer(r"^\s*(\w+) \[.*\]$", dot, re.M)}
    return {k: v for k, v in found.items() if k not in ("graph", "node", "edge")}


def highlighted(dot: str) -> set[str]:
    return {nid for nid, line in node_lines(dot).items() if "fillcolor" in line}


def text_of(line: str) -> list[str]:
    """The visible text of a node's HTML label, tags and line breaks removed."""
    label = re.search(r"label=<(.*?)>(?: |\])", line)
    assert label, line
    return re.sub(r"<[^>]+>", " ", label[1]).split()


def words(line: str) -> str:
    return " ".join(text_of(line))


def test_tree_has_the_engine_names() -> None:
    def names(node: SeqNode) -> list[str]:
        return [node.name, *(n for c in node.children for n in names(c))]

    got = names(SEQUENCE_TREE)
    assert got[0] == "Game"
    for name in (
        "Initiative Badge Roll-Off",
        "Event Resolution",
        "Ultimate Power",
        "Supply Step",
        "Seize Attempt Phase",
        "Bid Action",
        "Resolution Step",
        "Black Market Action",
        "End Phase",
        "End Stage",
    ):
        assert name in got
    # Setup, a Turn, and a Grand Inquisitor's sweep inside an Ultimate Power all Restock.
    assert got.count("Restock") == 3 and got.count("Acquisition Attempt") == 2
    assert INTERRUPTS == ("Foreign Merchant", "Dragon Siege")


def test_tree_is_derived_from_every_sequence_in_the_code() -> None:
    """Every @sequence name in the DML modules is a node or an interrupt, and the edge the
    hand-drawn tree once missed (Ultimate Power -> Restock) is there."""
    names = {n.name for _, n in SEQUENCE_TREE.walk()}
    assert sequence_names(MODULES) == names | set(INTERRUPTS)
    trails = {t for t, _ in SEQUENCE_TREE.walk()}
    assert any(t[-2:] == ("Ultimate Power", "Restock") for t in trails)
    attempt = next(n for t, n in SEQUENCE_TREE.walk() if t[-2:] == ("Market Action", "Acquisition Attempt"))
    assert [c.name for c in attempt.children] == [
        "Declaration",
        "Seize Attempt Phase",
        "Bidding Phase",
        "Resolution Step",
    ]


def test_plain_tree_has_no_highlight_and_stable_ids() -> None:
    dot = sequence_dot(pack=PACK)
    assert dot.startswith("digraph sequence {") and dot.endswith("}\n")
    lines = node_lines(dot)
    assert len(lines) == sum(1 for _ in SEQUENCE_TREE.walk()) + len(INTERRUPTS)
    assert not highlighted(dot)
    keywords = {"node", "edge", "graph", "digraph", "subgraph", "strict"}
    for nid in lines:
        assert re.fullmatch(r"[a-z_][a-z0-9_]*", nid) and nid not in keywords
    assert {"setup_stage__restock", "turn__restock", "round", "interrupt__dragon_siege"} <= set(lines)


def test_deep_path_highlights_labels_and_current() -> None:
    dot = sequence_dot(DEEP, pack=PACK)
    lines = node_lines(dot)
    lit = highlighted(dot)
    assert len(lit) == len(DEEP)
    assert words(lines["round"]) == "Round 3"
    assert words(lines["turn"]) == "Turn of seat 2"
    assert words(lines["bid_action"]) == "Bid Action 2"
    assert "<B>" in lines["round"] and "<B>" not in lines["end_phase"]
    # only the deepest frame is current
    current = [nid for nid in lit if CURRENT_FILL in lines[nid]]
    assert current == ["bid_action"]
    assert all(PATH_FILL in lines[nid] for nid in lit - {"bid_action"})
    # the Market Action's Acquisition Attempt, not the Black Market's
    assert "market_action__acquisition_attempt" in lit
    assert "black_market_action__acquisition_attempt" not in lit
    # other nodes keep their plain names
    assert words(lines["event_phase"]) == "Event Phase"
    # path edges drawn strong, others not
    assert re.search(r"^\s*round -> action_phase \[color=", dot, re.M)
    assert re.search(r"^\s*round -> end_phase$", dot, re.M)


def test_same_name_in_two_places_matches_by_parent() -> None:
    lit = highlighted(sequence_dot(RESTOCK, pack=PACK))
    assert "turn__restock" in lit and "setup_stage__restock" not in lit
    setup = (Frame("Game", "Game"), Frame("Setup Stage", "Setup"), Frame("Restock", "Restock (setup 7)"))
    lit = highlighted(sequence_dot(setup, pack=PACK))
    assert lit == {"game", "setup_stage", "setup_stage__restock"}


def test_interrupt_gets_dashed_edge_and_later_frames_are_ignored() -> None:
    path = (*RESTOCK, Frame("Foreign Merchant", "Foreign Merchant!"), Frame("Restock", "Restock"))
    dot = sequence_dot(path, pack=PACK)
    lines = node_lines(dot)
    assert CURRENT_FILL in lines["interrupt__foreign_merchant"]
    assert words(lines["interrupt__foreign_merchant"]) == "Foreign Merchant!"
    assert PATH_FILL in lines["turn__restock"]
    edge = re.search(r"^\s*turn__restock -> interrupt__foreign_merchant \[(.*)\]$", dot, re.M)
    assert edge and re.search(r"\bstyle=dashed\b", edge[1]) and edge[1].startswith("label=interrupts ")
    assert "interrupt__dragon_siege [label=<Dragon" in dot  # the other interrupt stays plain
    assert dot.count("->") == sequence_dot(pack=PACK).count("->") + 1


def test_unknown_frames_are_ignored() -> None:
    noisy = [DEEP[0], Frame("Coffee Break", "?"), *DEEP[1:4], Frame("Nonsense", "x"), *DEEP[4:], Frame("Zzz", "z")]
    assert sequence_dot(noisy, pack=PACK) == sequence_dot(DEEP, pack=PACK)
    assert not highlighted(sequence_dot([Frame("Round", "Round 1")], pack=PACK))  # no root: nothing matches
    assert sequence_dot([Frame("", "")], pack=PACK) == sequence_dot(pack=PACK)


def test_deterministic_and_title() -> None:
    assert sequence_dot(DEEP, title="Now", pack=PACK) == sequence_dot(list(DEEP), title="Now", pack=PACK)
    assert "\tlabel=<<B>Now</B>>\n" in sequence_dot(DEEP, title="Now", pack=PACK)
    assert "label=<" not in sequence_dot(pack=PACK).split("node [")[0]


def test_labels_are_escaped() -> None:
    path = (DEEP[0], DEEP[1], Frame("Round", 'Round "3" <b> & \\ ♠'))
    dot = sequence_dot(path, title='say "hi" & <bye>', pack=PACK)
    line = node_lines(dot)["round"]
    assert "&quot;3&quot;" in line and "&lt;b&gt;" in line and "&amp;" in line and "\\" in line and "♠" in line
    assert '"3"' not in dot and "<b>" not in dot
    assert "say &quot;hi&quot; &amp; &lt;bye&gt;" in dot


def test_wheel_cycle_plain() -> None:
    dot = wheel_dot()
    assert dot.startswith("digraph wheel {")
    order = re.findall(r"^\s*r_(\w) -> r_(\w) \[label=buys\]$", dot, re.M)
    assert order == [("H", "D"), ("D", "S"), ("S", "C"), ("C", "H")]
    for suit in WHEEL_ORDER:
        assert f"r_{suit} [label=<{RESOURCE_NAME[suit]} {SUIT_SYMBOL[suit]}>]\n" in dot
    assert 'fillcolor="#' not in dot.split("edge [")[1]
    assert wheel_dot() == dot


def test_wheel_iron_target() -> None:
    dot = wheel_dot("S")
    lines = node_lines(dot)
    assert words(lines["r_S"]) == "Iron ♠ target"
    assert words(lines["r_D"]) == "Spice ♦ primary"
    assert words(lines["r_H"]) == "Slaves ♥ secondary"
    assert "fillcolor" not in lines["r_C"]
    fills = {re.findall(r'fillcolor="(#\w+)"', lines[f"r_{s}"])[0] for s in "SDH"}
    assert len(fills) == 3
    assert re.search(r"^\s*r_D -> r_S \[label=buys color=", dot, re.M)  # the primary edge stands out
    assert re.search(r"^\s*r_H -> r_S \[label=secondary .*\bstyle=dashed\b", dot, re.M)
    assert wheel_dot("♠") == wheel_dot("Iron") == wheel_dot("s") == dot


@pytest.mark.parametrize("suit", WHEEL_ORDER)
def test_wheel_agrees_with_cards(suit: str) -> None:
    lines = node_lines(wheel_dot(suit))
    roles = {s: text_of(lines[f"r_{s}"])[-1] for s in WHEEL_ORDER if "fillcolor" in lines[f"r_{s}"]}
    assert roles == {suit: "target", primary_buying(suit): "primary", secondary_buying(suit): "secondary"}


def test_wheel_unknown_target() -> None:
    with pytest.raises(ValueError):
        wheel_dot("X")


def test_dot_parses_with_the_renderer() -> None:
    if render.renderer() == "none":
        pytest.skip("no Graphviz renderer installed")
    tricky = (*RESTOCK, Frame("Dragon Siege", 'Siege "now" <&> \\ ♠'))
    for dot in (
        sequence_dot(pack=PACK),
        sequence_dot(DEEP, title="Round 3", pack=PACK),
        sequence_dot(tricky, title="a&b", pack=PACK),
        wheel_dot("H"),
    ):
        svg = render.render_svg(dot)
        assert svg.startswith("<svg")
    svg = render.render_svg(sequence_dot(tricky, pack=PACK))
    texts = " ".join(re.findall(r"<text[^>]*>([^<]*)</text>", svg))
    assert "Siege &quot;now&quot; &lt;&amp;&gt; \\ ♠" in texts


def test_the_diagram_cache_holds_every_path_of_a_whole_game() -> None:
    from dml_tutor.games.dml.agents import make_agents, play_out
    from dml_tutor.games.dml.display.drawings import SEQUENCE_SVG_CACHE
    from dml_tutor.games.dml.game import Game

    most = 0
    for seed in range(40):
        for agents in ("random", "heuristic"):
            g = Game(4, seed)
            play_out(g, make_agents(agents, 4, seed))
            most = max(most, len({e.path for e in g.trace}))
    assert most <= SEQUENCE_SVG_CACHE // 2, f"a game has {most} sequence paths: raise SEQUENCE_SVG_CACHE"


def test_the_diagrams_of_any_pack_take_the_pack_and_know_no_game() -> None:
    """view/diagrams.py draws whatever pack it is given (no default game, no DML import);
    DML's Wheel of Profit lives in DML's view module."""
    import ast
    from pathlib import Path

    from dml_tutor import games
    from dml_tutor.view import diagrams

    tree = ast.parse(Path(diagrams.__file__).read_text("utf-8"))
    imported = {n.module for n in ast.walk(tree) if isinstance(n, ast.ImportFrom)}
    assert not {m for m in imported if m and "games" in m}, imported
    assert not hasattr(diagrams, "wheel_dot")
    with pytest.raises(TypeError):
        sequence_dot()  # type: ignore[call-arg]
    merc = games.get("merc")
    dot = sequence_dot(pack=merc)
    assert all(f">{n}<" in dot or n in dot for n in [node.name for _, node in merc.tree.walk()][:3])
    assert "Acquisition Attempt" not in dot and "Acquisition Attempt" in sequence_dot(pack=PACK)


def test_the_shipped_layouts_are_current() -> None:
    """games/dml/display/layouts.json.xz holds the layout of every shape fresh games reach, each laid out
    from today's DOT text (regenerate: python -m dml_tutor.games.dml.display.layouts)."""
    from dml_tutor.games.dml.agents import make_agents, play_out
    from dml_tutor.games.dml.display import layouts as dml_layouts
    from dml_tutor.games.dml.game import Game

    shipped = dml_layouts._read()
    assert len(shipped) >= 100
    for s, (digest, _) in shipped.items():
        assert digest == dml_layouts._digest(s), f"the diagram of {[f.label for f in s]} changed: regenerate"
    missing = set()
    for seed in range(100, 110):  # seeds the shipped file was not made from
        for players, mode in ((3, "full"), (4, "full"), (4, "quickstart")):
            g = Game(players, seed, mode, trace=True)
            play_out(g, make_agents("random", players, seed))
            missing |= {dml_layouts.shape(e.path) for e in g.trace} - set(shipped)
    assert not missing, [[f.label for f in s] for s in missing]


@pytest.mark.skipif(render.renderer() != "graphviz-pure", reason="the layouts are shipped for graphviz-pure")
def test_the_shipped_layouts_are_graphviz_pure_s() -> None:
    """They were laid out by the graphviz-pure installed here, byte for byte (a few checked)."""
    from dml_tutor.games.dml.display import layouts as dml_layouts

    assert dml_layouts._Shipped.renderer == render.renderer_version() or not dml_layouts._read()
    shapes = list(dml_layouts._read())
    for s in shapes[:: max(1, len(shapes) // 8)]:
        assert dml_layouts.shipped(s) == dml_layouts.layout(s)


def test_a_step_draws_without_waiting_for_the_prefetch_thread(monkeypatch: pytest.MonkeyPatch) -> None:
    """A shape the prefetch thread is still laying out is laid out by the step itself, not waited for."""
    import threading

    from dml_tutor.games.dml.display import drawings as display
    from dml_tutor.games.dml.display import layouts as dml_layouts

    started, release, finished = threading.Event(), threading.Event(), threading.Event()
    real = dml_layouts.layout

    def slow(shape: tuple[Frame, ...]) -> dml_layouts.Layout | None:
        if threading.current_thread().name == "dml-diagram-warmup":
            started.set()
            release.wait(10)
            finished.set()
        return real(shape)

    monkeypatch.setattr(dml_layouts, "layout", slow)
    monkeypatch.setattr(dml_layouts, "shipped", lambda shape: None)
    display.clear_layouts()
    try:
        odd = (*DEEP[:4], Frame("Turn", "Turn of seat 99"))
        display.warm_sequence_layouts([odd])
        if render.renderer() == "none":
            pytest.skip("no Graphviz renderer installed")
        assert started.wait(10)
        assert display.sequence_html(odd) == render.render_html(sequence_dot(odd, pack=PACK))
        assert not finished.is_set(), "the step waited for the prefetch thread's layout"
    finally:
        release.set()
        display.clear_layouts()


def test_the_stored_drawings_are_what_the_kernel_draws() -> None:
    """Where the browser draws, a shipped shape's SVG is sent instead of DOT: the same bytes the
    kernel's own drawing gives (where the shipped Graphviz is the one here), with the path's own
    digits; a shape not shipped has none (its DOT goes to viz.js). The Wheel of Profit's five
    pictures ship drawn too."""
    from dml_tutor.games.dml.display import drawings as display
    from dml_tutor.games.dml.display import layouts as dml_layouts

    deep = (*DEEP[:4], Frame("Turn", "Turn of seat 3"))
    svg = display.stored_sequence_svg(deep)
    assert svg.startswith("<svg") and ">Turn of<" in svg and ">seat 3<" in svg
    assert display.stored_sequence_svg((*DEEP[:4], Frame("Turn", "Turn of seat 2"))).count(">seat 2<") == 1
    odd = (*DEEP[:4], Frame("Turn", "Turn of seat 99"))
    assert dml_layouts.shape(odd) not in dml_layouts._read()
    assert display.stored_sequence_svg(odd) == ""
    wheels = [wheel_dot(t) for t in (None, "S", "C", "H", "D")]
    assert all(display.stored_svg(d, exact=False).startswith("<svg") for d in wheels)
    assert len({display.stored_svg(d, exact=False) for d in wheels}) == 5
    assert display.stored_svg(sequence_dot(pack=PACK), exact=False) == ""  # not one of the drawings
    if render.renderer_version() == dml_layouts._Shipped.renderer:
        assert svg == display.sequence_html(deep) == render.render_svg(sequence_dot(deep, pack=PACK))
        assert all(display.stored_svg(d) == render.render_svg(d) for d in wheels[:2])
    else:  # another Graphviz here: the kernel draws its own, byte for byte
        assert all(display.stored_svg(d) == "" for d in wheels)


def test_wheel_dot_is_kept_per_target() -> None:
    """The tutor asks for one of five wheels at every step: the same text, built once."""
    assert wheel_dot("♠") is wheel_dot("S") is wheel_dot("Iron")
    assert wheel_dot(None) is wheel_dot()


def test_a_paths_digits_are_read_without_its_dot_text() -> None:
    """A step puts a path's label digits into its shape's layout without building the DOT text:
    they are the digits the DOT text holds where its shape's has zeros, in that order, for every
    path of varied games (and a shape's digits do not fit another's count)."""
    from dml_tutor.games.dml.agents import make_agents, play_out
    from dml_tutor.games.dml.display import drawings as display
    from dml_tutor.games.dml.display import layouts as dml_layouts
    from dml_tutor.games.dml.game import Game

    paths = set()
    for seed, players, mode, agents in (
        (1, 4, "full", "random"),
        (2, 3, "full", "heuristic"),
        (3, 4, "quickstart", "random"),
    ):
        g = Game(players, seed, mode, trace=True)
        play_out(g, make_agents(agents, players, seed))
        paths |= {e.path for e in g.trace}
    checked = 0
    for path in sorted(paths, key=str)[::3]:
        cut = dml_layouts.shipped(dml_layouts.shape(path), exact=False)
        if cut is None:
            continue
        dot = sequence_dot(path, pack=PACK)
        assert display._path_digits(path) == [dot[i] for i in cut[1]], [f.label for f in path]
        checked += 1
    assert checked > 50
    cut = dml_layouts.shipped(dml_layouts.shape(DEEP[:5]), exact=False)
    assert cut is not None and display._splice(display._path_digits(DEEP[:5]), cut) is not None
    deeper = (*DEEP[:4], Frame("Turn", "Turn of seat 12"))  # one digit more than that shape holds
    assert display._splice(display._path_digits(deeper), cut) is None
