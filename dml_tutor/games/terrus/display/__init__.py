"""Terrus drawn: the tutor's panel (:mod:`.panel`, its front end ``panel.js`` and ``panel.css``).
Only the tutor imports it, on first use, by the name the pack's descriptor gives; importing the
pack never does."""
