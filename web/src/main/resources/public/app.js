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
  state.lang = lang;
  localStorage.setItem('grundy.lang', lang);
  document.documentElement.lang = lang === 'zh' ? 'zh-CN' : 'en';
  state.texts = await api('/api/texts');
  document.querySelectorAll('[data-text]').forEach((node) => { node.textContent = t(node.dataset.text); });
  $('position').placeholder = t('positionHint');
  document.querySelectorAll('.languages button').forEach((b) => b.classList.toggle('chosen', b.dataset.lang === lang));
  await loadGames();
  if (state.position) {
    await analyse(state.position, true);
  }
  if ($('periodicity').dataset.game) {
    await plotSequence();
  }
}

async function loadGames() {
  const {games} = await api('/api/games');
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
  const size = 22;
  const games = new Set(components.map((c) => c.game));
  const name = (c) => (c.label || c.game) + (games.size > 1 && c.label ? ' · ' + c.game : '');
  const labelWidth = 12 + 7 * Math.max(...components.map((c) => name(c).length));
  const drawn = components.filter(isHeap).map((c) => Number(c.written)).filter((n) => Number.isSafeInteger(n) && n <= MOST_TOKENS_DRAWN);
  const width = labelWidth + size * Math.max(8, ...drawn) + 8;
  const height = size * components.length + 10;
  const svg = svgElement('svg', {id: 'heap-board', viewBox: '0 0 ' + width + ' ' + height, width, height});
  components.forEach((c, i) => {
    const y = 8 + i * size;
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
      const token = svgElement('circle', {cx: labelWidth + 9 + (j - 1) * size, cy: y + 9, r: 8,
        class: 'token' + (move ? ' legal' : '') + (move && move.winning ? ' win' : ''),
        'data-heap': i + 1, 'data-token': j});
      if (move && canClick()) {
        token.addEventListener('click', () => choose(move));
      }
      svg.append(token);
    }
  });
  board.append(svg);
  $('board-hint').textContent = t('boardHint');
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

function drawSequence({game, values, periodicity}) {
  const width = 760;
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
    await plotSequence();
  });
});
