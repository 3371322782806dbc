"""Dragon's Money Laundering drawn: the notebook HTML and diagrams (:mod:`.drawings`, the Wheel of
Profit in :mod:`.wheel`, the stored layouts in :mod:`.layouts`), the tutor's panel (:mod:`.panel`,
its front end ``panel.js`` and ``panel.css``). Only the layers that draw import it, on first use,
by the names the pack's descriptor gives; importing the pack never does."""
