"""``python -m dml_tutor.i18n template|check PACK LANG``: what a translator works from (docs/translating.md).

``template dml de`` prints, as a ``.ftl`` file, every DML message German lacks or whose English
changed, in English with the hash to keep; ``check dml de`` lists what is wrong. ``shell`` names
the shell's own messages (the tutor, the pages, the table).
"""

from __future__ import annotations

import sys

from ..games import get
from . import SHELL, problems, template


def main(argv: list[str]) -> int:
    if len(argv) != 3 or argv[0] not in ("template", "check"):
        print("usage: python -m dml_tutor.i18n template|check PACK|shell LANG", file=sys.stderr)
        return 2
    command, name, language = argv
    if name == "shell":
        package, catalog = SHELL, None
    else:
        pack = get(name)
        package, catalog = pack.package, pack.catalog()
    if command == "template":
        print(template(package, language, catalog), end="")
        return 0
    found = problems(package, language, catalog)
    print("\n".join(found) or f"{name} {language}: every message translated and current")
    return 1 if found else 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
