/**
 * The global styles only (cascade layers, themes, reset, the room kept for fixed parts, the fallback font face), for the entry script: importing
 * the theme's index would also pull the sprinkles' runtime and class tables into the first script of every page.
 */
import './layers.css';
import './themes.css';
import './reset.css';
import './insets.css';
import './fontFallback.css';
