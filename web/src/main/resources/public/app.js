'use strict';

// The page asks the engine for every answer (the server, or the static edition's worker: see
// transport.js); it only draws. Numbers are kept exact: JSON integers
// beyond JavaScript's safe range are read as BigInt.

const SVG = 'http://www.w3.org/2000/svg';
const MOST_TOKENS_DRAWN = 40;
const MOST_HEAPS_DRAWN = 60;
const LARGEST_WYTHOFF_BOARD = 40;

const state = {
  lang: localStorage.getItem('grundy.lang') || (navigator.language.startsWith('zh') ? 'zh' : 'en'),
  texts: {},
  position: null,   // the position on show, as the server writes it
  solution: null,   // /api/solve's answer
  moves: null,      // /api/moves's answer
  queen: null,      // the queen's square when the position is a small Wythoff game
  pairs: null,      // the Wythoff pairs on its board
  boardSize: 0,     // the Wythoff board's side, kept through a game so that it does not shrink
  playing: false,   // true while a game against Grundy is on
  yourTurn: false,
  convention: 'normal', // normal, misere or every, as the API names them
  last: null,       // the last move, told in the status line
  games: [],        // /api/games's games, for their rules
  sequence: null,   // the sequence plotted, redrawn when the page's width changes
  table: null,      // /api/table's answer on show
  tableKey: null,   // the game and ranges it was asked for, so that a move does not ask again
  quotient: null,   // /api/quotient's answer on show
};

const $ = (id) => document.getElementById(id);

function exactJson(text) {
  return JSON.parse(text, (key, value, context) =>
    typeof value === 'number' && !Number.isSafeInteger(value) && context && /^-?\d+$/.test(context.source)
      ? BigInt(context.source) : value);
}

async function api(path, body) {
  const {ok, text, status} = await transport.ask(path, body, state.lang);
  const answer = exactJson(text);
  if (!ok) {
    throw new Error(answer.error || status);
  }
  return answer;
}

function t(key, ...args) {
  const pattern = state.texts[key] || key;
  return pattern.replace(/\{(\d+)\}/g, (whole, i) => (i < args.length ? String(args[i]) : whole));
}

function element(tag, attributes = {}, text) {
  const made = document.createElement(tag);
  Object.entries(attributes).forEach(([name, value]) => made.setAttribute(name, value));
  if (text !== undefined) {
    made.textContent = text;
  }
  return made;
}

function svgElement(tag, attributes = {}) {
  const made = document.createElementNS(SVG, tag);
  Object.entries(attributes).forEach(([name, value]) => made.setAttribute(name, value));
  return made;
}

async function busy(work) {
  document.body.dataset.busy = 'true';
  showError(null);
  try {
    await work();
  } catch (e) {
    showError(e.message);
  } finally {
    document.body.dataset.busy = 'false';
  }
}

function showError(message) {
  $('error').hidden = !message;
  $('error').textContent = message || '';
}

// Languages

async function setLanguage(lang) {
  // Chinese laid out before the page's font has come stays in boxes once it has (Chromium keeps
  // the shapes it made without it), so the font is there before any Chinese text is written.
  // So the HTML has no Chinese: the switch's name is written here.
  await document.fonts.load('1em "Grundy Han"', '中文').catch(() => null);
  $('lang-zh').textContent = '中文';
  state.lang = lang;
  localStorage.setItem('grundy.lang', lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  state.texts = await api('/api/texts');
  document.querySelectorAll('[data-text]').forEach((node) => { node.textContent = t(node.dataset.text); });
  $('position').placeholder = t('positionHint');
  $('convention').title = t('conventionHint');
  document.querySelectorAll('.languages button').forEach((b) => b.classList.toggle('chosen', b.dataset.lang === lang));
  await loadGames();
  if (state.position) {
    await analyse(state.position, true);
  }
  if ($('periodicity').dataset.game) {
    await plotSequence();
  }
  if (state.table) {
    await tabulate(true);
  }
  if (state.quotient) {
    await buildQuotient();
  }
}

async function loadGames() {
  const {games} = await api('/api/games');
  state.games = games;
  const select = $('game');
  const chosen = select.value;
  select.replaceChildren(...games.map((game) => {
    const option = element('option', {value: game.example}, game.syntax);
    option.title = game.rule;
    return option;
  }));
  if (chosen) {
    select.value = chosen;
  }
}

// Analysis of a position

// A position reached by a move keeps the board it was on; one typed in starts a board of its own.
async function analyse(position, reachedByMove = false) {
  const body = {position, convention: convention()};
  const [solution, moves] = await Promise.all([api('/api/solve', body), api('/api/moves', {...body, limit: 500})]);
  const queen = wythoffQueen(solution.position, solution.explanation.components);
  const boardSize = queen ? Math.max(reachedByMove ? state.boardSize : 0, Math.max(...queen) + 2) : 0;
  const pairs = queen ? await api('/api/wythoff?to=' + boardSize) : null;
  Object.assign(state, {position: solution.position, solution, moves, queen, pairs, boardSize});
  render();
  if (!reachedByMove) {
    await followPosition();
  } else if (state.table) {
    drawTable(state.table);
  }
}

function render() {
  $('analysis').hidden = false;
  $('position').value = state.position;
  history.replaceState(null, '', linkTo(state.position));
  const game = [...$('game').options].find((option) => option.value.split(' ')[0] === state.position.split(' ')[0]);
  if (game) {
    $('game').value = game.value;
  }
  const {solution} = state;
  const value = solution.grundy === null ? t('noValue') : t('value') + ' ' + solution.grundy;
  $('outcome').textContent = solution.position + ' — ' + t('outcome.' + solution.outcome) + ' ' + value;
  $('outcome').className = 'outcome ' + solution.outcome;
  renderStatus();
  renderMoveList($('winning'), state.moves.moves.filter((move) => move.winning), t('noWinningMove'));
  renderMoveList($('moves'), state.moves.moves, '');
  if (!state.moves.complete) {
    $('moves').append(element('li', {}, t('moreMoves')));
  }
  renderBoard();
  renderNimSum();
}

/** The page's address for a position: ?position=…, with &convention= when not normal and the language. */
function linkTo(position) {
  const link = new URLSearchParams({position});
  if (state.convention !== 'normal') {
    link.set('convention', state.convention);
  }
  link.set('lang', state.lang);
  return '?' + link.toString().replace(/\+/g, '%20');
}

// The panels below the analysis follow the position: its game's table, and for a heap game its
// sequence and misère quotient. A game they do not apply to keeps what they showed.

/** The heap game all of whose components are heaps, or null. */
function heapGameOf(components) {
  const games = new Set(components.map((c) => c.game));
  return components.length > 0 && games.size === 1 && components.every(isHeap) ? components[0].game : null;
}

/** The position's numbers when it is one game of two numbers, else null. */
function pairOf(components) {
  if (components.length !== 1 || !/^\d+ \d+$/.test(components[0].written)) {
    return null;
  }
  return components[0].written.split(' ').map(Number);
}

async function followPosition() {
  const components = state.solution.explanation.components;
  const heapGame = heapGameOf(components);
  const pair = pairOf(components);
  const most = (numbers) => Math.max(...numbers.filter(Number.isSafeInteger));
  if (heapGame) {
    const largest = most(components.map((c) => Number(c.written)));
    $('table-game').value = heapGame;
    $('table-ranges').value = '0..' + Math.min(MOST_TABLE_CELLS - 1, Math.max(39, Math.ceil((largest + 1) / 10) * 10 - 1));
    $('sequence-game').value = heapGame;
    $('sequence-to').value = String(Math.min(100000, Math.max(200, largest)));
    $('quotient-game').value = heapGame;
  } else if (pair) {
    const side = Math.min(99, Math.max(15, most(pair) + 2));
    $('table-game').value = components[0].game;
    $('table-ranges').value = '0..' + side + ' 0..' + side;
  }
  if (heapGame || pair) {
    // Not every game of numbers has a position at each number of the box (euclid has none at 0).
    await tabulate(false).catch(hideTable);
  } else {
    hideTable();
  }
  if (heapGame) {
    // A game that is not a heap game for these panels (one with a rule of its own) keeps the last one's.
    await Promise.all([plotSequence().catch(() => null), buildQuotient().catch(() => null)]);
  }
}

// A game's table of values, its P-positions marked, with the patterns the engine finds in it

const MOST_TABLE_CELLS = 10000;
const P_RED = '#b23a48'; // the style sheet's --p; colours are drawn as attributes, which the page's policy allows

function hideTable() {
  $('table-section').hidden = true;
  state.table = null;
  state.tableKey = null;
}

/** Asks for the table in the form; {@code again} asks even when it is the one on show (a new language). */
async function tabulate(again) {
  const game = $('table-game').value.trim();
  const ranges = $('table-ranges').value.trim().split(/\s+/);
  const key = game + ' ' + ranges.join(' ');
  if (!again && key === state.tableKey) {
    drawTable(state.table);
    return;
  }
  const table = await api('/api/table', {game, ranges});
  Object.assign(state, {table, tableKey: key});
  drawTable(table);
}

/** The numbers of the position on show that fall in the table: heaps of its game, or its pair. */
function markedCells(table) {
  if (!state.solution) {
    return [];
  }
  const components = state.solution.explanation.components.filter((c) => c.game === table.game);
  return components.map((c) => c.written.split(' ').map(Number));
}

/** A nim-value's colour: P-positions stand out in the page's P red, other values spread round the wheel. */
function valueColour(value) {
  return value === 0 ? P_RED : 'hsl(' + ((value * 47) % 360) + ', 55%, ' + (value < 8 ? 82 : 72) + '%)';
}

function drawTable(table) {
  $('table-section').hidden = false;
  const room = Math.max(280, $('table-plot').clientWidth || 760);
  const svg = table.names.length === 1 ? drawTableOfHeaps(table, room) : drawTableOfPairs(table, room);
  $('table-plot').replaceChildren(svg);
  $('table-hint').textContent = table.names.length === 1 ? t('tableHint1') : t('tableHint2', table.game);
  $('patterns').replaceChildren(...(table.patterns.length === 0 ? [element('li', {class: 'none'}, t('noPattern'))]
    : table.patterns.map((pattern) => element('li', {class: pattern.proved ? 'proved' : 'observed'}, pattern.says))));
}

/** One square per heap, ten to a row, so that a period of 10 or 5 stands in columns. */
function drawTableOfHeaps({values, ranges}, room) {
  const columns = 10;
  const margin = 44;
  const cell = Math.max(16, Math.min(32, Math.floor((room - margin - 2) / columns)));
  const from = ranges[0].from;
  const rows = Math.ceil((values.length + from % columns) / columns);
  const first = from - (from % columns);
  const marked = new Set(markedCells({game: state.table.game}).map(([n]) => n));
  const svg = svgElement('svg', {id: 'table-svg', class: 'heaps', width: margin + columns * cell + 2, height: rows * cell + 2,
    viewBox: '0 0 ' + (margin + columns * cell + 2) + ' ' + (rows * cell + 2)});
  for (let row = 0; row < rows; row++) {
    svg.append(textAt(margin - 6, row * cell + cell / 2 + 4, String(first + row * columns), 'axis-number', 'end'));
  }
  values.forEach((value, i) => {
    const n = from + i;
    const x = margin + ((n - first) % columns) * cell;
    const y = Math.floor((n - first) / columns) * cell;
    svg.append(cellAt(x, y, cell, value, marked.has(n), {'data-n': n}));
  });
  return svg;
}

/** The square (a, b) in row a and column b, as grundy table prints it. */
function drawTableOfPairs({values, ranges}, room) {
  const margin = 30;
  const rows = values.length;
  const columns = values[0].length;
  const cell = Math.min(28, (room - margin - 2) / columns); // fractional: a table of 100 columns fits a phone
  const every = cell >= 22 ? 1 : cell >= 11 ? 5 : 10;
  const marked = markedCells({game: state.table.game}).map((pair) => pair.join(','));
  const width = margin + columns * cell + 2;
  const height = margin + rows * cell + 2;
  const svg = svgElement('svg', {id: 'table-svg', class: 'pairs', width, height, viewBox: '0 0 ' + width + ' ' + height});
  values.forEach((row, i) => row.forEach((value, j) => {
    const a = ranges[0].from + i;
    const b = ranges[1].from + j;
    svg.append(cellAt(margin + j * cell, margin + i * cell, cell, value, marked.includes(a + ',' + b), {'data-a': a, 'data-b': b}));
  }));
  for (let i = 0; i < Math.max(rows, columns); i++) {
    if ((ranges[0].from + i) % every === 0 && i < rows) {
      svg.append(textAt(margin - 4, margin + i * cell + cell / 2 + 4, String(ranges[0].from + i), 'axis-number', 'end'));
    }
    if ((ranges[1].from + i) % every === 0 && i < columns) {
      svg.append(textAt(margin + i * cell + cell / 2, margin - 8, String(ranges[1].from + i), 'axis-number', 'middle'));
    }
  }
  return svg;
}

/** A square of a table: its value's colour, the value written when there is room, outlined when on the page. */
function cellAt(x, y, cell, value, marked, data) {
  const group = svgElement('g', {class: 'cell' + (value === 0 ? ' p' : '') + (marked ? ' here' : ''), ...data});
  group.append(svgElement('rect', {x, y, width: cell, height: cell, fill: valueColour(value)}));
  if (cell >= 20 && value < 1000) {
    group.append(textAt(x + cell / 2, y + cell / 2 + 4, String(value), 'cell-value', 'middle'));
  }
  return group;
}

function textAt(x, y, text, className, anchor) {
  const made = svgElement('text', {x, y, class: className, 'text-anchor': anchor});
  made.textContent = text;
  return made;
}

// The misère quotient of a heap game: its presentation, P-portion and Φ, heap by heap

async function buildQuotient() {
  const game = $('quotient-game').value.trim();
  const to = Number($('quotient-to').value);
  const quotient = await api('/api/quotient', {game, to});
  state.quotient = quotient;
  drawQuotient(quotient);
}

function drawQuotient(quotient) {
  $('quotient-summary').textContent = quotient.final
    ? t('quotient.final', quotient.game, quotient.order, quotient.period, quotient.preperiod, quotient.lastHeap)
    : t('quotient.growing', quotient.game, quotient.order, quotient.lastHeap, t('quotient.stop.' + quotient.stopped));
  const facts = [[t('generators'), quotient.generators.map((g) => g.name + ' = Φ(' + g.heap + ')').join(', ')],
    [t('relations'), quotient.relations.join(', ')], [t('pPortion'), '{' + quotient.pPortion.join(', ') + '}']];
  $('quotient-facts').replaceChildren(...facts.flatMap(([term, said]) => [element('dt', {}, term), element('dd', {}, said)]));
  const elements = [...new Set(quotient.phi)];
  const pPortion = new Set(quotient.pPortion);
  const room = Math.max(280, $('quotient-plot').clientWidth || 760);
  const columns = 10;
  const margin = 44;
  const cell = Math.max(24, Math.min(56, Math.floor((room - margin - 2) / columns)));
  const rows = Math.ceil(quotient.phi.length / columns);
  const svg = svgElement('svg', {id: 'phi-svg', width: margin + columns * cell + 2, height: rows * (cell / 2 + 14) + 2,
    viewBox: '0 0 ' + (margin + columns * cell + 2) + ' ' + (rows * (cell / 2 + 14) + 2)});
  const tall = cell / 2 + 14;
  for (let row = 0; row < rows; row++) {
    svg.append(textAt(margin - 6, row * tall + tall / 2 + 4, String(row * columns), 'axis-number', 'end'));
  }
  quotient.phi.forEach((word, n) => {
    const x = margin + (n % columns) * cell;
    const y = Math.floor(n / columns) * tall;
    const group = svgElement('g', {class: 'phi' + (pPortion.has(word) ? ' p' : ''), 'data-n': n});
    group.append(svgElement('rect', {x: x + 1, y: y + 1, width: cell - 2, height: tall - 2,
      fill: 'hsl(' + ((elements.indexOf(word) * 67) % 360) + ', 55%, 84%)'}));
    group.append(textAt(x + cell / 2, y + tall / 2 + 4, word, 'cell-value', 'middle'));
    svg.append(group);
  });
  $('quotient-plot').replaceChildren(svg);
}

function renderStatus() {
  const status = $('status');
  if (!state.playing && !state.last) {
    status.textContent = '';
    return;
  }
  const lines = state.last ? [state.last] : [];
  if (state.playing) {
    lines.push(state.yourTurn ? t('yourMove') : t('thinking'));
  }
  status.textContent = lines.join(' ');
}

function canClick() {
  return !state.playing || state.yourTurn;
}

function renderMoveList(list, moves, none) {
  list.replaceChildren();
  if (moves.length === 0 && none) {
    list.append(element('li', {class: 'none'}, none));
  }
  moves.forEach((move) => {
    const button = element('button', {type: 'button', class: 'move' + (move.winning ? ' win' : '')});
    button.append(element('span', {class: 'text'}, move.text), element('span', {class: 'to'}, '→ ' + leadsTo(move)));
    // A position over 1,000 characters is not written out with its moves: they are shown, not played.
    button.disabled = !canClick() || move.to === null;
    button.addEventListener('click', () => choose(move));
    const item = element('li');
    item.append(button);
    list.append(item);
  });
}

function moveTo(to) {
  return state.moves.moves.find((move) => move.to === to);
}

/** Where a move leads: the whole position, or in a long one what the moved component becomes. */
function leadsTo(move) {
  return move.to !== null ? move.to : (move.becomes || '…');
}

/** The move of the component numbered {@code number} (from 1) that leaves a single heap of {@code left}. */
function moveLeaving(component, number, left) {
  return state.moves.moves.find((move) => move.component === number && move.to !== null
    && (move.becomes === component.game + ' ' + left || (left === 0 && move.becomes === '0')));
}

// The board: heaps as rows of tokens, or Wythoff's queen on its quarter board

/** The queen's square when the position is one small Wythoff game, else null. */
function wythoffQueen(position, components) {
  if (position.includes(' + ') || components.length !== 1 || components[0].game !== 'wythoff') {
    return null;
  }
  const queen = components[0].written.split(' ').map(Number);
  return queen.every((n) => Number.isSafeInteger(n) && n + 2 <= LARGEST_WYTHOFF_BOARD) ? queen : null;
}

function renderBoard() {
  const board = $('board');
  board.replaceChildren();
  $('board-hint').textContent = '';
  const components = state.solution.explanation.components;
  $('board-panel').hidden = false; // so that the board measures the room it has
  if (state.queen) {
    drawWythoff(board, state.queen, state.pairs);
  } else if (components.length > 0 && components.length <= MOST_HEAPS_DRAWN && components.some(isHeap)) {
    drawHeaps(board, components);
  }
  $('board-panel').hidden = board.childElementCount === 0;
}

/** A heap: a numbered component written as a number (a graph's tokens stand on named vertices). */
function isHeap(component) {
  return component.label !== null && /^\d+$/.test(component.written);
}

// One row per component, heaps of every game of a sum among them: a heap as its tokens, anything
// else as it is written. The drawing scales down to the panel's width.
function drawHeaps(board, components) {
  const games = new Set(components.map((c) => c.game));
  const name = (c) => (c.label || c.game) + (games.size > 1 && c.label ? ' · ' + c.game : '');
  const labelWidth = 12 + 7 * Math.max(...components.map((c) => name(c).length));
  const drawn = components.filter(isHeap).map((c) => Number(c.written)).filter((n) => Number.isSafeInteger(n) && n <= MOST_TOKENS_DRAWN);
  // Tokens shrink to the room there is, so that the labels keep their size; below 12 px the whole scales down.
  const room = board.clientWidth || 600;
  const size = Math.max(12, Math.min(22, Math.floor((room - labelWidth - 8) / Math.max(8, ...drawn))));
  const width = labelWidth + size * Math.max(8, ...drawn) + 8;
  const row = 22;
  const height = row * components.length + 10;
  const svg = svgElement('svg', {id: 'heap-board', viewBox: '0 0 ' + width + ' ' + height, width, height});
  components.forEach((c, i) => {
    const y = 8 + i * row;
    const label = svgElement('text', {x: 0, y: y + 14, class: 'heap-label'});
    label.textContent = name(c);
    svg.append(label);
    const heap = Number(c.written);
    if (!isHeap(c) || !Number.isSafeInteger(heap) || heap > MOST_TOKENS_DRAWN) {
      const written = svgElement('text', {x: labelWidth, y: y + 14, class: 'written'});
      written.textContent = isHeap(c) ? c.written : c.game + ' ' + c.written;
      svg.append(written);
      return;
    }
    for (let j = 1; j <= heap; j++) {
      const move = moveLeaving(c, i + 1, j - 1);
      const token = svgElement('circle', {cx: labelWidth + size / 2 - 2 + (j - 1) * size, cy: y + 9, r: Math.min(8, size / 2 - 1),
        class: 'token' + (move ? ' legal' : '') + (move && move.winning ? ' win' : ''),
        'data-heap': i + 1, 'data-token': j});
      if (move && canClick()) {
        token.addEventListener('click', () => choose(move));
      }
      svg.append(token);
    }
  });
  board.append(svg);
  $('board-hint').textContent = t('boardHint', [...games].map(ruleOf).join('; '));
}

/** A game's rule as /api/games words it, by the game as a position writes it (bash:3 is bash:M's). */
function ruleOf(game) {
  const known = state.games.find((g) => g.example.split(' ')[0] === game)
    || state.games.find((g) => g.name === game.split(':')[0]);
  return known ? game + ': ' + known.rule : game;
}

// The quarter board, its columns and rows numbered, at least as large as when the game began.
function drawWythoff(board, [a, b], pairs) {
  const size = Math.max(state.boardSize, Math.max(a, b) + 2);
  const cell = Math.min(24, Math.floor(480 / size));
  const side = cell * size;
  const margin = 22;
  const every = cell >= 16 ? 1 : 5;
  const svg = svgElement('svg', {id: 'wythoff-board', viewBox: '0 0 ' + (side + margin + 2) + ' ' + (side + margin + 2),
    width: side + margin + 2, height: side + margin + 2});
  const x = (column) => margin + 1 + column * cell;
  const y = (row) => 1 + side - (row + 1) * cell;
  for (let column = 0; column < size; column++) {
    for (let row = 0; row < size; row++) {
      const move = moveTo('wythoff ' + column + ' ' + row);
      const square = svgElement('rect', {x: x(column), y: y(row), width: cell, height: cell,
        class: 'square' + (move ? ' legal' : '') + (move && move.winning ? ' win' : ''),
        'data-x': column, 'data-y': row});
      if (move && canClick()) {
        square.addEventListener('click', () => choose(move));
      }
      svg.append(square);
    }
  }
  for (let n = 0; n < size; n += every) {
    const below = svgElement('text', {x: x(n) + cell / 2, y: side + 16, class: 'axis-number', 'text-anchor': 'middle'});
    below.textContent = String(n);
    const left = svgElement('text', {x: margin - 4, y: y(n) + cell / 2 + 4, class: 'axis-number', 'text-anchor': 'end'});
    left.textContent = String(n);
    svg.append(below, left);
  }
  const point = (column, row) => (x(column) + cell / 2) + ',' + (y(row) + cell / 2);
  const rays = [[], []];
  pairs.filter((pair) => pair.b < size).forEach((pair) => {
    [[pair.a, pair.b], [pair.b, pair.a]].forEach(([column, row]) => {
      svg.append(svgElement('rect', {x: x(column) + 3, y: y(row) + 3, width: cell - 6, height: cell - 6, class: 'p-cell'}));
    });
    rays[0].push(point(pair.a, pair.b));
    rays[1].push(point(pair.b, pair.a));
  });
  rays.forEach((points) => svg.append(svgElement('polyline', {points: points.join(' '), class: 'beatty-ray'})));
  svg.append(svgElement('circle', {cx: x(a) + cell / 2, cy: y(b) + cell / 2, r: cell / 3, class: 'queen'}));
  board.append(svg);
  $('board-hint').textContent = t('wythoffHint');
}

// The nim-sum, in binary, one row per component

// Shows the solver's explanation as it is: the nim-sum table of a sum, each component's reasons, the verdict.
function renderNimSum() {
  const table = $('nimsum-table');
  table.replaceChildren();
  $('reasons').replaceChildren();
  const {components, total, verdict, steps} = state.solution.explanation;
  const valued = components.filter((c) => c.grundy !== null);
  if (components.length > 1 && valued.length === components.length && total.grundy !== null) {
    const width = Math.max(1, ...[...valued.map((c) => c.grundy), total.grundy].map((v) => BigInt(v).toString(2).length));
    const row = (name, value, className) => {
      const tr = element('tr', {class: className || ''});
      tr.append(element('th', {}, name), element('td', {class: 'decimal'}, value.toString()));
      [...BigInt(value).toString(2).padStart(width, '0')].forEach((bit) => tr.append(element('td', {class: 'bit b' + bit}, bit)));
      return tr;
    };
    valued.forEach((c) => table.append(row((c.label ? c.label + ' · ' : '') + c.game + ' ' + c.written, c.grundy)));
    table.append(row(t('nimSumTotal'), total.grundy, 'total'));
  }
  $('nimsum-heading').hidden = table.childElementCount === 0;
  const reasons = components.flatMap((c) => c.reasons);
  if (reasons.length + verdict.length > 0) {
    $('reasons').append(element('h3', {}, t('why')));
    const list = element('ul');
    [...reasons, ...verdict].forEach((reason) => list.append(element('li', {}, reason)));
    if (steps.length > 0) {
      const sub = element('ul');
      steps.forEach((step) => sub.append(element('li', {}, step)));
      list.append(sub);
    }
    $('reasons').append(list);
  }
  $('nimsum-panel').hidden = table.childElementCount === 0 && $('reasons').childElementCount === 0;
}

function convention() {
  return state.convention;
}

// Playing

function gameOver() {
  return state.moves.moves.length === 0;
}

function finish(personMovedLast) {
  state.playing = false;
  const personWins = personMovedLast !== (state.convention === 'misere');
  state.last = (state.last ? state.last + ' ' : '') + t(personWins ? 'youWin' : 'grundyWins') + ' ' + t('playAgain');
  render();
}

async function choose(move) {
  await busy(async () => {
    state.last = state.playing ? t('youPlayed', move.text, leadsTo(move)) : null;
    if (state.playing) {
      state.yourTurn = false;
    }
    await analyse(move.to, true);
    if (!state.playing) {
      return;
    }
    if (gameOver()) {
      finish(true);
    } else {
      await engineMoves();
    }
  });
}

async function engineMoves() {
  const {move} = await api('/api/play', {position: state.position, convention: convention()});
  state.last = t('grundyPlayed', move.text, move.change);
  state.yourTurn = true;
  await analyse(move.to, true);
  if (gameOver()) {
    finish(false);
  }
}

async function startGame() {
  await busy(async () => {
    state.convention = $('convention').value;
    state.playing = true;
    state.last = null;
    state.yourTurn = !$('engine-first').checked;
    await analyse($('position').value);
    if (gameOver()) {
      finish(!state.yourTurn);
    } else if (!state.yourTurn) {
      await engineMoves();
    }
  });
}

// The Grundy sequence of a heap game, with its preperiod and period shaded

async function plotSequence() {
  const game = $('sequence-game').value.trim();
  const to = Number($('sequence-to').value);
  const sequence = await api('/api/sequence', {game, to});
  $('periodicity').dataset.game = game;
  $('periodicity').textContent = describePeriodicity(sequence);
  drawSequence(sequence);
}

function describePeriodicity({values, periodicity}) {
  if (!periodicity) {
    return t('periodicity.none', values.length - 1);
  }
  const saltus = periodicity.saltus ? t('saltus', periodicity.saltus) : '';
  return periodicity.proved
    ? t('periodicity.proved', periodicity.period, periodicity.preperiod, saltus)
    : t('periodicity.observed', periodicity.period, periodicity.preperiod, saltus, periodicity.checkedTo);
}

// Drawn at the width it has, so that its labels keep their size on a phone.
function drawSequence({game, values, periodicity}) {
  state.sequence = {game, values, periodicity};
  const width = Math.max(280, Math.min(760, $('sequence-plot').clientWidth || 760));
  const height = 260;
  const margin = 36;
  const largest = Math.max(1, ...values);
  const step = (width - 2 * margin) / values.length;
  const x = (n) => margin + n * step;
  const y = (g) => height - margin - (g / largest) * (height - 2 * margin);
  const svg = svgElement('svg', {id: 'sequence-svg', viewBox: '0 0 ' + width + ' ' + height, width, height, role: 'img',
    'aria-label': game});
  if (periodicity) {
    const end = Math.min(values.length, periodicity.preperiod);
    if (end > 0) {
      svg.append(svgElement('rect', {x: x(0), y: margin, width: x(end) - x(0), height: height - 2 * margin, class: 'preperiod'}));
    }
    const bands = (values.length - periodicity.preperiod) / periodicity.period;
    for (let band = 0, start = periodicity.preperiod; band < Math.min(bands, 400); band++, start += periodicity.period) {
      svg.append(svgElement('rect', {x: x(start), y: margin, width: Math.min(x(start + periodicity.period), x(values.length)) - x(start),
        height: height - 2 * margin, class: 'period ' + (band % 2 === 0 ? 'even' : 'odd')}));
    }
  }
  const path = values.map((g, n) => 'M' + (x(n) + step / 2).toFixed(2) + ' ' + y(0).toFixed(2) + 'V' + y(g).toFixed(2)).join('');
  svg.append(svgElement('path', {d: path, class: 'values', 'stroke-width': Math.max(1, step * 0.7)}));
  svg.append(svgElement('line', {x1: margin, y1: y(0), x2: width - margin, y2: y(0), class: 'axis'}));
  // The last heap's label ends where the axis ends, so that a long number stays inside the picture.
  [[margin, height - 10, '0', 'start'], [width - margin, height - 10, String(values.length - 1), 'end'],
    [4, y(largest) + 4, String(largest), 'start']]
    .forEach(([tx, ty, label, anchor]) => {
      const text = svgElement('text', {x: tx, y: ty, class: 'axis-label', 'text-anchor': anchor});
      text.textContent = label;
      svg.append(text);
    });
  const legend = svgElement('text', {x: margin, y: 20, class: 'legend'});
  legend.textContent = game + (periodicity ? '  ·  ' + t('preperiod') + ' ' + periodicity.preperiod + '  ·  ' + t('period') + ' ' + periodicity.period : '');
  svg.append(legend);
  $('sequence-plot').replaceChildren(svg);
}

// Wiring

document.addEventListener('DOMContentLoaded', () => {
  document.querySelectorAll('.languages button').forEach((button) =>
    button.addEventListener('click', () => busy(() => setLanguage(button.dataset.lang))));
  $('game').addEventListener('change', () => { $('position').value = $('game').value; });
  $('position-form').addEventListener('submit', (event) => {
    event.preventDefault();
    state.playing = false;
    state.last = null;
    state.convention = $('convention').value;
    busy(() => analyse($('position').value));
  });
  $('play').addEventListener('click', startGame);
  $('sequence-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy(plotSequence);
  });
  $('table-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy(() => tabulate(true));
  });
  $('quotient-form').addEventListener('submit', (event) => {
    event.preventDefault();
    busy(buildQuotient);
  });
  window.addEventListener('resize', () => {
    if (state.sequence) {
      drawSequence(state.sequence);
    }
    if (state.table) {
      drawTable(state.table);
    }
    if (state.quotient) {
      drawQuotient(state.quotient);
    }
  });
  // A link opens the page on its position, convention and language: ?position=…&convention=…&lang=zh
  const link = new URLSearchParams(location.search);
  if (link.get('position')) {
    $('position').value = link.get('position');
  }
  if ([...$('convention').options].some((option) => option.value === link.get('convention'))) {
    state.convention = $('convention').value = link.get('convention');
  }
  if (['en', 'zh'].includes(link.get('lang'))) {
    state.lang = link.get('lang');
  }
  busy(async () => {
    if (!localStorage.getItem('grundy.lang') && !link.get('lang')) {
      // The server's --lang, when it was given, comes before the browser's language.
      const chosen = (await api('/api/language')).language;
      state.lang = chosen || state.lang;
    }
    await setLanguage(state.lang);
    await analyse($('position').value);
    if (!state.sequence) {
      await plotSequence();
    }
    if (!state.quotient) {
      await buildQuotient();
    }
  });
});
