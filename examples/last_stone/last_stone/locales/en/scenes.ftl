# Last Stone's title.

pack-title = Last Stone
