// Pages that embed answers as JSON beside a mount (the Library, the notebook): draw each one
// with the one card renderer.
import { mountCards } from "./card.js";

mountCards();
