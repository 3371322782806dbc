# Last Stone: the words of its panel (panel.py, panel.js). The English is the source.

panel-pile = The pile
panel-stones = { $stones ->
    [one] { $stones } stone in the pile
   *[other] { $stones } stones in the pile
}
