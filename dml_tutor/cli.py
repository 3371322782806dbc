"""The ``dml-tutor`` command: simulate games headless, open the tutor in JupyterLab, serve the
code-free app with Voila, write an offline HTML handout of a notebook, or copy the notebooks into a folder."""

from __future__ import annotations

import argparse
import contextlib
import importlib.util
import json
import os
import shutil
import signal
import subprocess
import sys
import time
from collections import Counter
from pathlib import Path
from typing import Any, Final

from . import __version__, lab
from . import games as registry
from .i18n import languages


def simulate(
    games: int,
    seed: int,
    players: int | None,
    mode: str | None,
    agents: str | None,
    progress: bool = False,
    trace: bool = False,
    *,
    workers: int | None = 1,
    scheduler: str | None = None,
    pack: str = "dml",
) -> dict[str, Any]:
    """Play ``games`` games of ``pack`` with its agents (:func:`dml_tutor.lab.simulate`, on
    ``workers`` local processes or a Dask ``scheduler``); returns the statistics as a dict.
    ``players`` and ``mode`` are settings of the pack's games (DML's), given or not;
    ``agents`` defaults to the pack's "heuristic" where it has one, else "random"."""
    found = registry.get(pack)
    agents = agents or ("heuristic" if "heuristic" in found.agents else "random")
    names: str | list[str] = agents.split(",") if "," in agents else agents
    settings = {key: value for key, value in (("players", players), ("mode", mode)) if value is not None}
    first = found.start(seed, trace=False, **settings)
    seats = found.seat_count(first)
    found.make_agents(names, first, seed)  # unknown names or a wrong count: a ValueError here, not in a worker
    result = lab.simulate(
        games,
        pack=pack,
        seed=seed,
        settings=settings,
        agents=names,
        workers=workers,
        scheduler=scheduler,
        progress=progress,
        rules=trace,
        keep=0,
    )
    tally = result.tally  # running totals: the games were streamed, not kept
    decisions = tally.decisions
    length = result.length()
    # Every seat is listed, a seat that never won at 0; "none" only when a game had no winner.
    wins: Counter[str] = Counter({str(seat): 0 for seat in range(seats)})
    for winner, count in tally.first_winners.items():
        wins["none" if winner is None else str(winner)] += count
    seconds = max(result.seconds, 1e-9)
    return {
        "pack": pack,
        "games": games,
        "seed": seed,
        "players": seats,
        "mode": found.settings(first).get("mode"),
        "agents": agents,
        "trace": trace,
        "workers": result.workers,
        "seconds": round(result.seconds, 3),
        "games_per_second": round(games / seconds, 1),
        "decisions_per_second": round(decisions / seconds, 1),
        "mean_decisions": round(decisions / games, 1),
        "mean_rounds": round(tally.rounds / games, 2),
        "end_reasons": dict(tally.reasons),
        "win_rate_by_seat": {k: round(v / games, 3) for k, v in sorted(wins.items())},
        "intervals": {
            "win_rate_by_seat": {k: [round(e.low, 4), round(e.high, 4)] for k, e in result.win_rate().items()},
            "mean_decisions": [round(length["decisions"].low, 2), round(length["decisions"].high, 2)],
            "mean_rounds": [round(length["rounds"].low, 3), round(length["rounds"].high, 3)],
        },
    }


def _print_report(r: dict[str, Any]) -> None:
    what = f"{r['games']} games" + (f" of {r['pack']}" if r["pack"] != "dml" else "") + f", {r['players']} players"
    print(what + (f", mode {r['mode']}" if r["mode"] else "") + f", agents {r['agents']}, seed {r['seed']}")
    print(
        f"speed: {r['games_per_second']} games/s, {r['decisions_per_second']} decisions/s ({r['seconds']} s, "
        f"{r['workers']} worker{'s' if r['workers'] != 1 else ''})"
    )
    print(f"mean game length: {r['mean_rounds']} Rounds, {r['mean_decisions']} decisions")
    print("end reasons: " + ", ".join(f"{k} {v}" for k, v in r["end_reasons"].items()))
    print("win rate by seat: " + ", ".join(f"{k}: {v:.1%}" for k, v in r["win_rate_by_seat"].items()))


START_HERE: Final = "00_start_here.ipynb"
#: What each front end needs: the module to run, and the extra that installs it.
_FRONT_ENDS: Final = {"lab": ("jupyterlab", "lab"), "app": ("voila", "app")}
_APP_NOTEBOOK: Final = Path(__file__).parent / "app" / "dml_tutor_app.ipynb"
#: Lab extensions installed beside the app that fail in a Voila page (jupytext's; Notebook 7's, which
#: the test extra installs; the JupyterLite kernel's, which the lite extra no longer installs but an
#: older install may hold): the app page leaves them out, so its console stays clean.
_APP_DENY: Final = tuple(
    f"--VoilaConfiguration.extension_denylist={name}"
    for name in ("@jupyterlite/pyodide-kernel-extension", "jupyterlab-jupytext", "@jupyter-notebook/lab-extension")
)
#: A Jupyter data folder holding the app's Voila template (voila/templates/dml-app).
_APP_JUPYTER_PATH: Final = Path(__file__).parent / "app" / "jupyter"
#: The notebooks inside the package (an installed wheel) and in the project (a clone).
_SHIPPED: Final = Path(__file__).parent / "notebooks"
_PROJECT: Final = Path(__file__).resolve().parents[1] / "notebooks"


def notebooks_dir() -> Path:
    """The tutor's notebooks: inside the package in an installed wheel, else the project's
    ``notebooks`` folder (a clone or an editable install)."""
    return _SHIPPED if (_SHIPPED / START_HERE).exists() else _PROJECT


def copy_notebooks(dest: Path) -> list[Path]:
    """Copy the tutor's notebooks (``.ipynb`` files, keeping their folders) into ``dest``; files
    already there are kept (they may hold the reader's work). Returns the notebooks copied."""
    src = notebooks_dir()
    if not (src / START_HERE).exists():
        raise ValueError(f"notebooks: none found in {src}")
    if dest.exists() and not dest.is_dir():
        raise ValueError(f"notebooks: {dest} is a file, not a folder")
    copied = []
    for nb in sorted(src.rglob("*.ipynb")):
        rel = nb.relative_to(src)
        if ".ipynb_checkpoints" in rel.parts:
            continue
        out = dest / rel
        if out.exists():
            continue
        out.parent.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(nb, out)
        copied.append(out)
    return copied


def _has(module: str) -> bool:
    return importlib.util.find_spec(module) is not None


def _missing(command: str) -> str:
    module, extra = _FRONT_ENDS[command]
    return f"dml-tutor {command} needs {module}, which is not installed: pip install 'dml-tutor[{extra}]'"


def _find_notebook(given: str | None) -> Path:
    """The notebook to open: the one given; else the start notebook of this folder's clone; else
    of the project dml_tutor came from; else the package's notebooks copied to ./dml-tutor-notebooks."""
    if given is not None:
        path = Path(given)
        if not path.exists():
            raise ValueError(f"no notebook at {path}: give a notebook path, or none for the start notebook")
        return path
    for folder in (Path("notebooks"), _PROJECT):
        if (folder / START_HERE).exists():
            return folder / START_HERE
    dest = Path("dml-tutor-notebooks")
    copied = copy_notebooks(dest)
    if copied:
        print(f"copied {len(copied)} notebooks to {dest}/", file=sys.stderr)
    return dest / START_HERE


def _where(p: argparse.ArgumentParser) -> None:
    p.add_argument("--workers", type=int, default=None, help="local processes (none given: every core; 1: no pool)")
    p.add_argument("--scheduler", metavar="ADDRESS", help="run on a Dask cluster (tcp://host:8786; the [dask] extra)")


def _study(p: argparse.ArgumentParser, agents: str | None, agents_help: str) -> None:
    """The options every study shares: how many games, from which seed, with which agents."""
    p.add_argument("--games", type=int, default=100, help="how many games to play (seeds SEED, SEED+1, ...)")
    p.add_argument("--seed", type=int, default=0, help="the first game's seed: the same seed plays the same game")
    p.add_argument("--agents", default=agents, help=agents_help)


def _fail(command: str, message: str) -> int:
    """A failure that is not the command line's fault (memory, network): one line, status 1."""
    print(f"dml-tutor {command}: error: {message}", file=sys.stderr)
    return 1


#: What a study may fail with at run time that deserves one line rather than a traceback: an
#: unreachable Dask scheduler (OSError, TimeoutError) or a study too big for memory.
_RUNTIME_ERRORS: Final = (OSError, TimeoutError, MemoryError)


def _runtime_message(e: BaseException, args: argparse.Namespace) -> str:
    if isinstance(e, MemoryError):
        return f"not enough memory to plan {args.games} games: ask for fewer --games"
    if args.scheduler:
        return f"cannot reach the Dask scheduler at {args.scheduler[:80]}: {str(e)[:200] or type(e).__name__}"
    return f"{type(e).__name__}: {str(e)[:200]}"


def _settings(args: argparse.Namespace) -> dict[str, Any]:
    """``--players`` and ``--mode`` as the pack's game settings (only those given)."""
    return {k: v for k, v in (("players", args.players), ("mode", args.mode)) if v is not None}


def _coverage(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    show = not args.json and not args.no_progress and args.games >= 20 and sys.stderr.isatty()
    try:
        cov = lab.coverage(
            args.games,
            pack=args.pack,
            seed=args.seed,
            settings=_settings(args),
            agents=args.agents,
            workers=args.workers,
            scheduler=args.scheduler,
            progress=show,
        )
    except ValueError as e:
        parser.error(str(e))
    except _RUNTIME_ERRORS as e:
        return _fail("coverage", _runtime_message(e, args))
    if args.dot:
        Path(args.dot).write_text(cov.dot(), "utf-8")
    if args.json:
        data = {"pack": cov.pack.name, "games": cov.games, "settings": _settings(args)}
        data["rules"] = {r: n for r, _, n in cov.table()}
        print(json.dumps({**data, "never": cov.never()}, indent=2))
    else:
        print(cov)
    return 0


def _read_notebook(parser: argparse.ArgumentParser, path: str) -> None:
    """Refuse, in one line, a file nbformat cannot read as a notebook or a notebook with no cells,
    before a kernel is started for it."""
    import nbformat

    try:
        nb = nbformat.read(path, as_version=4)  # type: ignore[no-untyped-call,unused-ignore]
    except FileNotFoundError:
        parser.error(f"notebook: no file at {path}")
    except (ValueError, nbformat.ValidationError, OSError) as e:
        first = str(e).strip().splitlines()[0] if str(e).strip() else type(e).__name__
        parser.error(f"notebook: {path} is not a notebook nbformat can read: {first[:200]}")
    if not nb.cells:
        parser.error(f"notebook: {path} has no cells: nothing to run or hand out")


class _Formatter(argparse.ArgumentDefaultsHelpFormatter):
    """Shows each option's default after its help (none for flags and options without one)."""

    def _get_help_string(self, action: argparse.Action) -> str | None:
        if action.default is None or action.default is False or isinstance(action, argparse._VersionAction):
            return action.help
        return super()._get_help_string(action)


def _parser() -> tuple[argparse.ArgumentParser, dict[str, argparse.ArgumentParser]]:
    """The command line: the top-level parser and each command's own (its usage goes with its errors)."""
    parser = argparse.ArgumentParser(prog="dml-tutor", description=__doc__)
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser(
        "simulate", help="play many games with built-in agents and print statistics", formatter_class=_Formatter
    )
    _study(sim, None, "an agent name of the pack (DML: heuristic, the default, or random), or one per seat")
    sim.add_argument("--pack", default="dml", help="the game pack")
    sim.add_argument(
        "--players", type=int, help="how many players (a setting of the pack; DML: 3 or 4; none given: its default)"
    )
    sim.add_argument(
        "--mode", help="the game's mode (a setting of the pack; DML: full or quickstart; none given: its default)"
    )
    sim.add_argument("--json", action="store_true", help="print the statistics as JSON")
    sim.add_argument("--no-progress", action="store_true", help="no progress bar")
    _where(sim)
    cov = sub.add_parser(
        "coverage",
        help="which rule ids simulated games exercise, and which never fire",
        formatter_class=_Formatter,
    )
    _study(cov, "random", "random, or the pack's agent names")
    cov.add_argument("--pack", default="dml", help="the game pack")
    cov.add_argument(
        "--players", type=int, help="how many players (a setting of the pack; DML: 3 or 4; none given: its default)"
    )
    cov.add_argument(
        "--mode", help="the game's mode (a setting of the pack; DML: full or quickstart; none given: its default)"
    )
    cov.add_argument("--dot", metavar="FILE", help="also write the sequence diagram coloured by coverage (DOT)")
    cov.add_argument("--json", action="store_true", help="print the counts as JSON")
    cov.add_argument("--no-progress", action="store_true", help="no progress bar")
    _where(cov)
    lab_ = sub.add_parser(
        "lab",
        help="open the tutor notebooks in JupyterLab (other options go to Jupyter: --no-browser, --port, --allow-root)",
    )
    lab_.add_argument(
        "notebook",
        nargs="?",
        help=f"default: notebooks/{START_HERE} of the project, or the package's notebooks copied to "
        "./dml-tutor-notebooks",
    )
    app = sub.add_parser(
        "app",
        help="serve the code-free tutor app with Voila (other options go to Voila: --no-browser, --port, ...)",
    )
    app.add_argument(
        "--language",
        choices=list(languages()),
        help="the page's language (default: each browser's own if shipped, else English; ?lang= in the "
        "page's address chooses too)",
    )
    handout = sub.add_parser(
        "handout",
        help="run a notebook and write it as one HTML file that works offline, every tutor in its last state",
        formatter_class=_Formatter,
    )
    handout.add_argument("notebook", help="the .ipynb file to run")
    handout.add_argument("-o", "--out", help="the HTML file (none given: the notebook's name with .html)")
    handout.add_argument("--theme", choices=("light", "dark"), default="light", help="the page's colours")
    handout.add_argument("--timeout", type=int, default=600, help="seconds per cell")
    handout.add_argument(
        "--language",
        choices=list(languages()),
        help="the pictures' own words (default: each tutor's own language)",
    )
    nbs = sub.add_parser(
        "notebooks",
        help="copy the tutor's notebooks into a folder (files already there are kept)",
        formatter_class=_Formatter,
    )
    nbs.add_argument("folder", nargs="?", default="dml-tutor-notebooks", help="where to copy them")
    lite = sub.add_parser("lite", help="build the tutor as a static JupyterLite site (Python in the browser)")
    lite.add_argument("--out", required=True, help="folder for the site (created or replaced)")
    lite.add_argument("--notebooks", help="notebooks folder (default: notebooks/ here, else the project's)")
    lite.add_argument("--cache", help="download cache (default: ~/.cache/dml-tutor/lite)")
    table = sub.add_parser(
        "table",
        help="serve workshop tables: every player on their own device, the projector, the teacher (docs/table.md)",
        formatter_class=_Formatter,
    )
    table.add_argument(
        "--host",
        default="127.0.0.1",
        help="the address to listen on (0.0.0.0: the room's network, which it warns about)",
    )
    table.add_argument("--port", type=int, default=8765, help="the port")
    table.add_argument("--data", default="dml-tutor-tables", help="the folder of the tables' SQLite file")
    table.add_argument(
        "--public-url",
        help="the address join links and QR codes name (a proxy's); none given: this machine's LAN address "
        "with --host 0.0.0.0, else the address listened on",
    )
    table.add_argument("--max-tables", type=int, default=1000, help="the most tables in play at once")
    table.add_argument(
        "--expire-over", type=float, default=120, help="minutes after its last move a finished table is ended"
    )
    table.add_argument(
        "--expire-idle", type=float, default=720, help="minutes without a move after which any table is ended"
    )
    table.add_argument(
        "--shard", default="", help="this process's name behind a proxy: its table ids start with it (docs/table.md)"
    )
    table.add_argument(
        "--language",
        choices=list(languages()),
        help="the pages' language where neither ?lang= in a page's address nor its browser (a phone's, the "
        "teacher's) names a shipped one; the projector reads it whatever its browser (default: English)",
    )
    commands = {"simulate": sim, "coverage": cov, "lab": lab_, "app": app, "handout": handout}
    return parser, {**commands, "notebooks": nbs, "lite": lite, "table": table}


def main(argv: list[str] | None = None) -> int:
    parser, commands = _parser()
    argv = sys.argv[1:] if argv is None else list(argv)
    if argv[:1] in (["lab"], ["app"]) and not {"-h", "--help"} & set(argv[1:]):
        # Everything after the command goes to Jupyter or Voila, except a notebook path for lab.
        return _front_end(commands[argv[0]], argv[0], argv[1:])
    args = parser.parse_args(argv)
    here = commands[args.command]  # errors found after parsing show this command's usage
    if args.command == "lite":
        from .lite import main as lite_main  # the [lite] extra, imported only here

        return lite_main(args.out, args.notebooks, args.cache)

    if args.command in ("simulate", "coverage"):
        if args.games < 1:
            here.error("--games must be at least 1")
        if args.workers is not None and args.workers < 1:
            here.error("--workers must be at least 1")
    if args.command == "coverage":
        return _coverage(here, args)
    if args.command == "simulate":
        show = not args.json and not args.no_progress and args.games >= 20 and sys.stderr.isatty()
        try:
            report = simulate(
                args.games,
                args.seed,
                args.players,
                args.mode,
                args.agents,
                progress=show,
                workers=args.workers,
                scheduler=args.scheduler,
                pack=args.pack,
            )
        except ValueError as e:
            here.error(str(e))
        except _RUNTIME_ERRORS as e:
            return _fail("simulate", _runtime_message(e, args))
        if args.json:
            print(json.dumps(report, indent=2))
        else:
            _print_report(report)
        return 0
    if args.command == "handout":
        from .handout import write_handout  # runs a kernel: nbclient and nbconvert, imported only here

        _read_notebook(here, args.notebook)
        try:
            print(
                write_handout(args.notebook, args.out, timeout=args.timeout, theme=args.theme, language=args.language)
            )
        except ValueError as e:
            here.error(str(e))
        return 0
    if args.command == "table":
        return _table(here, args)
    if args.command == "notebooks":
        try:
            copied = copy_notebooks(Path(args.folder))
        except ValueError as e:
            here.error(str(e))
        print(f"copied {len(copied)} notebooks to {args.folder}/ (start with {START_HERE})")
        return 0
    raise AssertionError(args.command)  # pragma: no cover (argparse knows every command)


def _table(parser: argparse.ArgumentParser, args: argparse.Namespace) -> int:
    """``table``: the workshop table server in the foreground (the [table] extra). A database
    that cannot be opened, or a data folder another server holds, is one line and status 1;
    the banner prints once the port is bound."""
    if not _has("uvicorn") or not _has("starlette") or not _has("segno"):
        print('dml-tutor table needs the table extra: pip install -e ".[table]" (docs/table.md)', file=sys.stderr)
        return 1
    if not 0 <= args.port < 65536:
        parser.error(f"--port must be 0..65535, got {args.port}")
    if args.shard and not (
        args.shard.isascii() and args.shard.isalnum() and args.shard.islower() and len(args.shard) <= 16
    ):
        parser.error(f"--shard: at most 16 lowercase letters and digits, got {args.shard[:20]!r}")
    if args.max_tables < 1:
        parser.error(f"--max-tables must be at least 1, got {args.max_tables}")
    if not (args.expire_over > 0 and args.expire_idle > 0):
        parser.error("--expire-over and --expire-idle are minutes, more than 0")
    if args.public_url and not args.public_url.startswith(("http://", "https://")):
        parser.error(f"--public-url: an http:// or https:// address, got {args.public_url[:80]!r}")
    import sqlite3

    from .table import Limits, is_loopback, run  # Starlette and uvicorn, imported only here

    if not is_loopback(args.host):
        print(
            f"WARNING: serving beyond this machine (--host {args.host}): anyone on this network can reach the "
            "tables' start page; creating and ending tables from another machine needs the teacher key below "
            "(use this only on the room's own network)",
            file=sys.stderr,
        )

    def banner(hub: Any) -> None:
        print(
            f"dml-tutor table: {hub.public_url}/ (tables kept in {args.data}/; Ctrl+C stops)\n"
            f"teacher key (for creating or ending tables from another machine): {hub.teacher_key}",
            flush=True,
        )
        if is_loopback(args.host):
            print(
                "only this machine can reach it: for the players' phones, start it with --host 0.0.0.0",
                flush=True,
            )

    limits = Limits(max_tables=args.max_tables, expire_over=args.expire_over * 60, expire_idle=args.expire_idle * 60)
    try:
        run(
            args.data,
            host=args.host,
            port=args.port,
            shard=args.shard,
            limits=limits,
            public=args.public_url,
            on_started=banner,
            language=args.language,
        )
    except sqlite3.Error as e:  # a corrupt file, or one another program holds locked
        return _fail("table", f"cannot open the tables' database in {args.data}/: {e}")
    except OSError as e:  # the data folder held by another server, or not writable
        return _fail("table", str(e))
    return 0


def _front_end(parser: argparse.ArgumentParser, command: str, extra: list[str]) -> int:
    """``lab`` or ``app``: the front end's own options (``--no-browser``, ``--port 8899``,
    ``--allow-root``...) pass through untouched; ``lab`` takes the first ``*.ipynb`` as the notebook."""
    module, _ = _FRONT_ENDS[command]
    if not _has(module):
        print(_missing(command), file=sys.stderr)
        return 2
    if command == "app":
        # the app's Voila template (no stylesheet from a CDN) is found on JUPYTER_PATH
        paths = [str(_APP_JUPYTER_PATH), *filter(None, [os.environ.get("JUPYTER_PATH")])]
        env = {**os.environ, "JUPYTER_PATH": os.pathsep.join(paths)}
        extra, language = _language_option(parser, extra)
        if language is not None:  # the app's kernel reads it (dml_tutor.app.page_language)
            from .app import LANGUAGE_ENV

            env[LANGUAGE_ENV] = language
        # the browser's language reaches the kernel as HTTP_ACCEPT_LANGUAGE
        heard = "--VoilaConfiguration.http_header_envs=['Accept-Language']"
        cmd = [sys.executable, "-m", "voila", str(_APP_NOTEBOOK), "--template=dml-app", *_APP_DENY, heard, *extra]
        return run_front_end(cmd, env=env)
    given = next((a for a in extra if a.endswith(".ipynb") and not a.startswith("-")), None)
    rest = [a for a in extra if a is not given]
    try:
        path = _find_notebook(given)
    except ValueError as e:
        parser.error(str(e))
    return run_front_end([sys.executable, "-m", "jupyter", "lab", str(path), *rest])


def _language_option(parser: argparse.ArgumentParser, extra: list[str]) -> tuple[list[str], str | None]:
    """``--language X`` (or ``--language=X``) taken out of the options passed on to Voila; one
    not shipped is the parser's error naming the choices."""
    rest: list[str] = []
    language: str | None = None
    args = iter(extra)
    for a in args:
        if a == "--language" or a.startswith("--language="):
            language = a.partition("=")[2] if "=" in a else next(args, "")
            if language not in languages():
                parser.error(
                    f"argument --language: invalid choice: {language!r} (choose from {', '.join(languages())})"
                )
        else:
            rest.append(a)
    return rest, language


def _keyboard_reached(child: subprocess.Popen[bytes]) -> bool:
    """Whether a SIGINT came from the terminal's ^C, which reaches every process of the
    foreground process group: the child (in ours) has it already, and a second one would skip
    Jupyter's "Shutdown this Jupyter server?" question."""
    try:
        return sys.stdin is not None and sys.stdin.isatty() and os.tcgetpgrp(sys.stdin.fileno()) == os.getpgrp()
    except (OSError, ValueError):
        return False


#: Seconds Jupyter or Voila has to stop after the signal is passed on; then it is terminated,
#: and killed STOP_GRACE seconds after that (a loaded machine may shut kernels down slowly).
STOP_GRACE: Final = 4.0


def run_front_end(cmd: list[str], env: dict[str, str] | None = None) -> int:
    """Run Jupyter or Voila as a child and stay its parent to the end: SIGTERM and SIGINT sent to
    ``dml-tutor`` are passed on to it (so a service manager or a ``kill`` stops the server and
    frees its port), the child is waited for, and its exit status is ours (128 + N when signal N
    ended it, as a shell reports it). A child still running :data:`STOP_GRACE` seconds after
    the first signal is terminated, then killed: ``dml-tutor`` stops within ``2 * STOP_GRACE``
    seconds however busy the machine is; a second signal kills it at once."""
    child = subprocess.Popen(cmd, env=env)
    signals: list[float] = []

    def forward(signum: int, _frame: object) -> None:
        signals.append(time.monotonic())
        if len(signals) > 1:
            with contextlib.suppress(ProcessLookupError):
                child.kill()
            return
        if signum == signal.SIGINT and _keyboard_reached(child):
            return
        with contextlib.suppress(ProcessLookupError):
            child.send_signal(signum)

    caught = (signal.SIGTERM, signal.SIGINT)
    previous = {s: signal.signal(s, forward) for s in caught}
    try:
        while True:
            try:
                status = child.wait(timeout=0.2)
                break
            except subprocess.TimeoutExpired:
                if signals and time.monotonic() - signals[0] > STOP_GRACE:
                    late = time.monotonic() - signals[0] > 2 * STOP_GRACE
                    with contextlib.suppress(ProcessLookupError):
                        child.kill() if late else child.terminate()
    finally:
        for s, handler in previous.items():
            signal.signal(s, handler)
    return 128 - status if status < 0 else status


if __name__ == "__main__":
    raise SystemExit(main())
