"""The display layer: DOT diagrams for any pack, SVG rendering, static HTML of a table.

Nothing here changes a game; it reads games and draws them. Nothing imports it as a side
effect: a game's notebook HTML (``Game._repr_html_``) imports its pack's view module on
first display (``Pack.view``), so loading the engine or a pack never loads display code.
"""
