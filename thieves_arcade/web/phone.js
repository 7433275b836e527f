// Thieves' Arcade — the phone page. One WebSocket to the game on the TV; renders this seat's view and sends one
// action text per tap. No build step, no third-party code; the Content-Security-Policy allows only this server.
"use strict";

const T = {
  en: {
    connecting: "Connecting to the TV…", reconnecting: "Connection lost — reconnecting…",
    code_title: "Join the table", code_hint: "Type the seat code shown on the TV", code_bad: "That code is not open — look at the TV again",
    code_go: "Join", name_title: "Pick a name", name_ph: "Your name", take: "Take a seat", full: "The table is full",
    seated: "You are {name}", waiting: "Waiting for the game to start on the TV…", leave: "Leave the seat",
    your_turn: "Your turn", playing: "{name} is playing", over: "Game over", bye_left: "You left the seat.",
    bye_over: "The game is over. Thanks for playing!", bye_stopped: "The TV stopped letting phones join.",
    bye_replaced: "This seat is open on another page now.", rescan: "Scan the code on the TV to join again.",
    hand: "Your hand", trick: "On the table", pain: "Your pain card", pain_pick: "Pick your pain card", play: "Play",
    pick_pain: "Make it my pain card", pile: "Your tricks", tiles: "Your tiles", draw: "Draw from the bag",
    leave_house: "Leave the house", beer: "Beer (pass)", choose_power: "Choose a power", dice: "Your dice",
    roll: "Roll {n} of 3", stop: "Keep these dice", announce: "Go for the four", reroll: "Reroll the marked dice",
    mark: "Tap dice to mark them for a reroll", target: "Steal from {name}", tokens: "{n} tokens",
    throw: "Your secret throw", rock: "Rock", paper: "Paper", scissors: "Scissors",
    reward: "Pick your reward", take_visible: "Take the open token", take_hidden: "Take the hidden token",
    take_cell: "Take the cell", peek: "Peek (binoculars)", peeked: "You peeked: ", notes: "Your notes",
    steal: "Steal from {p}", swap: "Swap with {p}", peek_pile: "Peek at {p}", run: "Run!", hands_up: "Hands up! (police)",
    done: "End my turn", put_on: "Put it on {p}", order: "Tap the notes in the order they go back (top first)",
    seen: "Pile {p} as you saw it", marked: "marked", known: "You remember pile {p}", scores: "Scores",
    pile_n: "Pile {p}: {n} notes", power: {illusion: "Illusion", glove: "Glove", passage: "Secret passage",
      accomplice: "Accomplice", bruce: "Bruce", beer: "Beer", ambidextrous: "Ambidextrous"},
    game: {pickpocket: "Pickpocket", cite: "La Cité des Voleurs", sticheln: "Sticheln", morpion: "Pierre Papier Morpion",
      oodlar: "Pickpockets"},
  },
  fr: {
    connecting: "Connexion à la télé…", reconnecting: "Connexion perdue — reconnexion…",
    code_title: "Rejoindre la table", code_hint: "Tapez le code de place affiché à la télé",
    code_bad: "Ce code n'est pas ouvert — regardez la télé", code_go: "Rejoindre", name_title: "Choisissez un nom",
    name_ph: "Votre nom", take: "Prendre une place", full: "La table est complète", seated: "Vous êtes {name}",
    waiting: "En attente du début de la partie à la télé…", leave: "Quitter la place", your_turn: "À vous",
    playing: "{name} joue", over: "Partie terminée", bye_left: "Vous avez quitté la place.",
    bye_over: "La partie est finie. Merci d'avoir joué !", bye_stopped: "La télé n'accepte plus les téléphones.",
    bye_replaced: "Cette place est ouverte sur une autre page.", rescan: "Scannez le code à la télé pour revenir.",
    hand: "Votre main", trick: "Sur la table", pain: "Votre carte malus", pain_pick: "Choisissez votre carte malus",
    play: "Jouer", pick_pain: "En faire ma carte malus", pile: "Vos plis", tiles: "Vos tuiles",
    draw: "Piocher dans le sac", leave_house: "Quitter la maison", beer: "Bière (passer)",
    choose_power: "Choisissez un pouvoir", dice: "Vos dés", roll: "Lancer {n} sur 3", stop: "Garder ces dés",
    announce: "Tenter le carré", reroll: "Relancer les dés marqués", mark: "Touchez les dés à relancer",
    target: "Voler {name}", tokens: "{n} jetons", throw: "Votre coup secret", rock: "Pierre", paper: "Papier",
    scissors: "Ciseaux", reward: "Choisissez votre récompense", take_visible: "Prendre le jeton visible",
    take_hidden: "Prendre le jeton caché", take_cell: "Prendre la case", peek: "Regarder (jumelles)",
    peeked: "Vous avez vu : ", notes: "Vos billets", steal: "Voler en {p}", swap: "Échanger en {p}",
    peek_pile: "Regarder la pile {p}", run: "Filer !", hands_up: "Haut les mains ! (police)", done: "Finir mon tour",
    put_on: "Le poser sur {p}", order: "Touchez les billets dans l'ordre où ils reviennent (le dessus d'abord)",
    seen: "La pile {p} telle que vue", marked: "marqué", known: "Vous vous souvenez de la pile {p}",
    scores: "Scores", pile_n: "Pile {p} : {n} billets",
    power: {illusion: "Illusion", glove: "Gant", passage: "Passage secret", accomplice: "Complice", bruce: "Bruce",
      beer: "Bière", ambidextrous: "Ambidextre"},
    game: {pickpocket: "Pickpocket", cite: "La Cité des Voleurs", sticheln: "Sticheln", morpion: "Pierre Papier Morpion",
      oodlar: "Pickpockets"},
  },
};
const COLOURS = ["#e8b64c", "#4fb3e8", "#e86b8a", "#7ed36b", "#b48cf0", "#f08c4f", "#5fd6c4", "#d8d8d8"];

let lang = (navigator.language || "en").slice(0, 2) === "fr" ? "fr" : "en";
let token = null, ws = null, msg = null, ended = null, retry = 0, selected = null, marked = new Set();
let codeTried = false;

function t(key, vars) {
  let s = T[lang][key] ?? T.en[key] ?? key;
  for (const [k, v] of Object.entries(vars || {})) s = s.replace("{" + k + "}", v);
  return s;
}
function el(tag, attrs, ...kids) {
  const e = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs || {})) {
    if (k === "class") e.className = v; else if (k === "text") e.textContent = v;
    else if (k.startsWith("on")) e.addEventListener(k.slice(2), v); else e.setAttribute(k, v);
  }
  for (const kid of kids) if (kid) e.append(kid);
  return e;
}
function art(name, alt) { return el("img", {src: "art/" + name + ".png", alt: alt || name, draggable: "false"}); }
function send(obj) { if (ws && ws.readyState === 1) ws.send(JSON.stringify(obj)); }
function act(text) { selected = null; marked = new Set(); send({type: "act", action: text}); }
function toast(text) {
  const box = document.getElementById("toast");
  box.textContent = text; box.hidden = false;
  clearTimeout(toast.timer); toast.timer = setTimeout(() => { box.hidden = true; }, 2500);
}
function button(label, onclick, cls, data) {
  const b = el("button", {class: cls || "", onclick}, label);
  if (data) b.dataset.action = data;
  return b;
}
function actionButton(label, text, cls) { return button(label, () => act(text), cls || "wide", text); }
function main() { const m = document.getElementById("app"); m.replaceChildren(); return m; }
function name(seat) { return (msg && msg.names && msg.names[seat]) || ("#" + (seat + 1)); }

// ---- connection ------------------------------------------------------------------------------------------------------
function start() {
  const hash = new URLSearchParams(location.hash.slice(1));
  if (hash.get("t")) {
    sessionStorage.setItem("ta_token", hash.get("t"));
    history.replaceState(null, "", location.pathname);  // the token leaves the address bar
  }
  token = sessionStorage.getItem("ta_token");
  if (token) connect({type: "hello", token}); else codeForm();
}
function connect(first) {
  ended = null;
  const m = main(); m.append(el("p", {class: "status", text: t(retry ? "reconnecting" : "connecting")}));
  ws = new WebSocket((location.protocol === "https:" ? "wss://" : "ws://") + location.host + "/ws");
  ws.onopen = () => ws.send(JSON.stringify(first));
  ws.onmessage = (ev) => receive(JSON.parse(ev.data));
  ws.onclose = () => {
    ws = null;
    if (ended) return bye(ended);
    if (!token) return codeForm(codeTried);
    retry = Math.min(retry + 1, 5);
    const m2 = main(); m2.append(el("p", {class: "status", text: t("reconnecting")}));
    setTimeout(() => connect({type: "hello", token}), 600 * retry);
  };
}
function receive(data) {
  if (data.type === "welcome") {
    token = data.token; retry = 0; sessionStorage.setItem("ta_token", token);
  } else if (data.type === "state") {
    msg = data; lang = data.lang === "fr" ? "fr" : "en"; document.documentElement.lang = lang; render();
  } else if (data.type === "error") {
    if (data.message === "code") codeForm(true); else toast(data.message);
  } else if (data.type === "bye") {
    ended = data.reason;
    if (data.reason !== "replaced") { sessionStorage.removeItem("ta_token"); token = null; }
  }
}
function bye(reason) {
  const m = main();
  m.append(el("h1", {text: t("bye_" + reason) || reason}), el("p", {class: "note", text: t("rescan")}));
  document.getElementById("who").textContent = "";
}
function codeForm(bad) {
  const m = main();
  const input = el("input", {type: "text", class: "code", maxlength: "5", autocomplete: "off", id: "code",
    autocapitalize: "characters", spellcheck: "false", "aria-label": t("code_hint")});
  const go = () => {
    codeTried = true;
    if (ws && ws.readyState === 1) ws.send(JSON.stringify({type: "code", code: input.value.trim()}));
    else connect({type: "code", code: input.value.trim()});
  };
  m.append(el("h1", {text: t("code_title")}), el("p", {class: "note", text: t(bad ? "code_bad" : "code_hint")}),
    input, button(t("code_go"), go, "wide"));
}

// ---- screens ---------------------------------------------------------------------------------------------------------
function render() {
  document.getElementById("title").textContent = T[lang].game[msg.game] || "Thieves' Arcade";
  const who = document.getElementById("who");
  who.textContent = msg.seat !== null && msg.seat !== undefined ? name(msg.seat) : "";
  who.style.color = COLOURS[(msg.seat || 0) % COLOURS.length];
  if (msg.phase === "lobby") return lobby();
  const m = main();
  const v = msg.view;
  const status = msg.phase === "over" ? t("over") : msg.turn ? t("your_turn")
    : v.current_player !== null ? t("playing", {name: name(v.current_player)}) : "";
  m.append(el("p", {class: "status" + (msg.turn ? " turn" : ""), id: "status", text: status}));
  if (msg.note) m.append(el("p", {class: "note", text: msg.note}));
  const offered = new Set();
  (GAMES[msg.game] || (() => {}))(m, v, offered);
  const rest = msg.legal.filter((a) => !offered.has(a));
  for (const a of rest) m.append(actionButton(a, a, "wide second"));
  if (msg.phase === "over") scores(m, v);
}
function lobby() {
  const m = main();
  if (msg.seat === null || msg.seat === undefined) {
    const input = el("input", {type: "text", maxlength: "16", id: "name", placeholder: t("name_ph"),
      value: localStorage.getItem("ta_name") || ""});
    const take = button(t(msg.free > 0 ? "take" : "full"), () => {
      localStorage.setItem("ta_name", input.value.trim());
      send({type: "join", name: input.value.trim()});
    }, "wide");
    take.id = "take"; take.disabled = msg.free <= 0;
    m.append(el("h1", {text: t("name_title")}), input, take);
  } else {
    m.append(el("h1", {text: t("seated", {name: name(msg.seat)})}), el("p", {class: "status", text: t("waiting")}),
      button(t("leave"), () => send({type: "leave"}), "wide danger"));
  }
}
function scores(m, v) {
  const list = Array.isArray(v.scores) ? v.scores : [];
  if (!list.length) return;
  const table = el("table", {class: "scores"});
  list.forEach((s, i) => {
    const value = typeof s === "object" && s !== null ? (s.total ?? JSON.stringify(s)) : s;
    table.append(el("tr", {}, el("td", {text: name(i)}), el("td", {text: String(value)})));
  });
  m.append(el("h2", {text: t("scores")}), table);
}
function pieceButton(imgName, label, onclick, cls, data) {
  const b = el("button", {class: "piece " + (cls || ""), onclick}, art(imgName, label));
  if (label) b.append(el("span", {class: "tag", text: label}));
  if (data) b.dataset.action = data;
  return b;
}
function confirmBar(m, label, text) {
  const bar = el("div", {class: "bar"}, button(label, () => act(text), "wide"));
  bar.firstChild.id = "confirm"; bar.firstChild.dataset.action = text;
  m.append(bar);
}

// ---- one renderer per game: draws the seat's private part and offers the legal actions ------------------------------
const GAMES = {
  sticheln(m, v, offered) {
    const pains = new Set((v.my_pain || []).map((c) => c.colour + " " + c.rank));
    if (v.trick && v.trick.length) {
      const row = el("div", {class: "row"});
      for (const p of v.trick) row.append(art("card_" + p.card.colour + "_" + p.card.rank, name(p.seat)));
      m.append(el("h2", {text: t("trick")}), row);
    }
    if (pains.size) {
      const row = el("div", {class: "row small"});
      for (const c of v.my_pain) row.append(art("card_" + c.colour + "_" + c.rank));
      m.append(el("h2", {text: t("pain")}), row);
    }
    m.append(el("h2", {text: v.phase === "pain" && msg.turn ? t("pain_pick") : t("hand")}));
    const grid = el("div", {class: "grid"});
    for (const c of v.hand || []) {
      const key = c.colour + " " + c.rank;
      const text = (v.phase === "pain" ? "pain " : "play ") + key;
      const legal = msg.legal.includes(text);
      if (legal) offered.add(text);
      grid.append(pieceButton("card_" + key.replace(" ", "_"), "", () => {
        if (!legal) return;
        selected = selected === text ? null : text; render();
      }, (selected === text ? "sel " : "") + (pains.has(key) ? "pain " : "") + (legal || !msg.turn ? "" : "off"), text));
    }
    m.append(grid);
    if (selected && msg.legal.includes(selected)) confirmBar(m, t(selected.startsWith("pain") ? "pick_pain" : "play"), selected);
  },

  pickpocket(m, v, offered) {
    if (v.hand && v.hand.length) {
      m.append(el("h2", {text: t("tiles")}));
      const grid = el("div", {class: "grid three"});
      v.hand.forEach((tile, i) => {
        const text = "play " + (i + 1);
        const legal = msg.legal.includes(text);
        if (legal) offered.add(text);
        const img = tile.startsWith("G") ? "guard_" + tile.slice(1) : "loot_" + tile;
        grid.append(pieceButton(img, "", () => { if (legal) { selected = selected === text ? null : text; render(); } },
          selected === text ? "sel" : (legal || !msg.turn ? "" : "off"), text));
      });
      m.append(grid);
    }
    const powers = msg.legal.filter((a) => a.startsWith("choose "));
    if (powers.length) m.append(el("h2", {text: t("choose_power")}));
    for (const a of powers) { offered.add(a); m.append(actionButton(T[lang].power[a.slice(7)] || a, a)); }
    for (const [text, key, cls] of [["draw", "draw", "wide"], ["beer", "beer", "wide second"], ["leave", "leave_house", "wide danger"]]) {
      if (msg.legal.includes(text)) { offered.add(text); m.append(actionButton(t(key), text, cls)); }
    }
    if (selected && msg.legal.includes(selected)) confirmBar(m, t("play"), selected);
  },

  cite(m, v, offered) {
    if (v.dice && v.dice.length && v.phase !== "target") {
      m.append(el("h2", {text: t("dice") + (v.roll ? " — " + t("roll", {n: v.roll}) : "")}));
      const dice = el("div", {class: "dice"});
      const canReroll = msg.legal.some((a) => a.startsWith("reroll"));
      v.dice.forEach((face, i) => dice.append(pieceButton("die_" + face, "", () => {
        if (!canReroll) return;
        if (marked.has(i + 1)) marked.delete(i + 1); else marked.add(i + 1);
        render();
      }, marked.has(i + 1) ? "sel" : "", "die " + (i + 1))));
      m.append(dice);
      if (canReroll) m.append(el("p", {class: "note", text: t("mark")}));
    }
    for (const a of msg.legal) if (a.startsWith("reroll")) offered.add(a);
    const reroll = "reroll " + [...marked].sort().join(" ");
    if (marked.size && msg.legal.includes(reroll)) m.append(actionButton(t("reroll"), reroll));
    if (msg.legal.includes("stop")) { offered.add("stop"); m.append(actionButton(t("stop"), "stop", "wide second")); }
    if (msg.legal.includes("announce")) { offered.add("announce"); m.append(actionButton(t("announce"), "announce", "wide second")); }
    for (const a of msg.legal.filter((x) => x.startsWith("target "))) {
      const seat = Number(a.slice(7));
      offered.add(a);
      m.append(actionButton(t("target", {name: name(seat)}) + " · " + t("tokens", {n: v.tokens[seat]}), a));
    }
  },

  morpion(m, v, offered) {
    if (v.phase === "duel" || msg.legal.some((a) => a.startsWith("throw"))) {
      m.append(el("h2", {text: t("throw")}));
      const grid = el("div", {class: "grid three"});
      for (const [k, glyph] of [["rock", "\u270A"], ["paper", "\u270B"], ["scissors", "\u270C\uFE0F"]]) {
        const text = "throw " + k;
        if (!msg.legal.includes(text)) continue;
        offered.add(text);
        grid.append(actionButton(glyph + " " + t(k), text, ""));
      }
      m.append(grid);
    }
    const cell = (v.cells || [])[v.round - 1];
    if (v.phase === "choose" && cell) {
      m.append(el("h2", {text: t("reward")}));
      const row = el("div", {class: "row"});
      if (cell.visible) row.append(art("reward_" + cell.visible));
      if (cell.has_hidden) row.append(art(v.peeked ? "reward_" + v.peeked : "reward_back"));
      m.append(row);
      if (v.peeked) m.append(el("p", {class: "note", text: t("peeked") + v.peeked}));
    }
    for (const [text, key] of [["take visible", "take_visible"], ["take hidden", "take_hidden"], ["take cell", "take_cell"], ["peek", "peek"]]) {
      if (msg.legal.includes(text)) { offered.add(text); m.append(actionButton(t(key), text, text === "peek" ? "wide second" : "wide")); }
    }
  },

  oodlar(m, v, offered) {
    const piles = ["A", "B"];
    const note = (n) => "note_" + n.value;
    if (v.phase === "order" && v.seen && v.seen.length) {
      m.append(el("h2", {text: t("seen", {p: v.pile})}), el("p", {class: "note", text: t("order")}));
      const grid = el("div", {class: "grid three"});
      v.seen.forEach((n, i) => {
        const text = "order " + (i + 1);
        const legal = msg.legal.includes(text);
        if (legal) offered.add(text);
        grid.append(pieceButton(note(n), n.marked ? t("marked") : "", () => { if (legal) act(text); }, legal ? "" : "off", text));
      });
      m.append(grid);
    }
    if (v.hand && v.hand.length) {
      m.append(el("h2", {text: t("notes")}));
      const grid = el("div", {class: "grid three"});
      v.hand.forEach((n, i) => {
        const returns = msg.legal.filter((a) => a.startsWith("return " + (i + 1) + " "));
        const key = "hand " + (i + 1);
        grid.append(pieceButton(note(n), n.marked ? t("marked") : "", () => {
          if (returns.length) { selected = selected === key ? null : key; render(); }
        }, selected === key ? "sel" : "", key));
      });
      m.append(grid);
      if (selected && selected.startsWith("hand ")) {
        for (const p of piles) {
          const text = "return " + selected.slice(5) + " " + p;
          if (msg.legal.includes(text)) m.append(actionButton(t("put_on", {p}), text));
        }
      }
      for (const a of msg.legal) if (a.startsWith("return ")) offered.add(a);
    }
    (v.known || []).forEach((notes, k) => {
      if (!notes.length || v.phase === "order") return;
      const row = el("div", {class: "row small"});
      for (const n of notes) row.append(art(note(n)));
      m.append(el("h2", {text: t("known", {p: piles[k]})}), row);
    });
    if (msg.turn && (v.pile_sizes || []).length) {
      m.append(el("p", {class: "note", text: piles.map((p, k) => t("pile_n", {p, n: v.pile_sizes[k]})).join(" · ")}));
    }
    for (const verb of ["steal", "swap", "peek"]) {
      for (const p of piles) {
        const text = verb + " " + p;
        if (msg.legal.includes(text)) {
          offered.add(text);
          m.append(actionButton(t(verb === "peek" ? "peek_pile" : verb, {p}), text, verb === "steal" ? "wide" : "wide second"));
        }
      }
    }
    for (const [text, key, cls] of [["hands up", "hands_up", "wide danger"], ["done", "done", "wide second"], ["run", "run", "wide danger"]]) {
      if (msg.legal.includes(text)) { offered.add(text); m.append(actionButton(t(key), text, cls)); }
    }
  },
};

start();
