"""``python -m dml_tutor``: the ``dml-tutor`` command, for when its script is not on PATH."""

from .cli import main

raise SystemExit(main())
