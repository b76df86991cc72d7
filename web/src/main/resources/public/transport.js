'use strict';

// How the page reaches the engine: the one place that knows which edition it is in (edition.js).
// The server edition asks the server's JSON API. The static edition asks the engine compiled to
// JavaScript, in a worker, with the same answers: the worker shows its progress, a Stop button
// ends it, and the server's time limit ends it too. Opened from the file system, where a browser
// allows no worker, the engine runs on the page itself, without progress or Stop, under the same
// limits. The page's first answers (a link's position) come from the engine on the page too, before
// the load event, so that a browser that reads the page as it loads (chromium --dump-dom) sees them.

const transport = self.grundyEdition === 'static' ? staticTransport() : serverTransport();

function serverTransport() {
  return {
    edition: 'server',
    async ask(path, body, lang) {
      const url = path + (path.includes('?') ? '&' : '?') + 'lang=' + lang;
      const options = body === undefined ? {} : {
        method: 'POST', headers: {'Content-Type': 'application/json'}, body: JSON.stringify(body),
      };
      const response = await fetch(url, options);
      return {ok: response.ok, text: await response.text(), status: response.statusText};
    },
  };
}

/** The engine's call for a route of the server's API, or null for a route only the server has. */
function engineCall(path, body, lang) {
  const [route, query] = path.split('?');
  const b = body || {};
  const NONE = -2147483648; // WorkerMain.NONE: a number the request did not give
  const limit = Number.isInteger(b.limit) ? b.limit : NONE;
  switch (route) {
    case '/api/solve': return ['solve', [b.position ?? null, b.convention ?? null, limit, lang]];
    case '/api/moves': return ['moves', [b.position ?? null, b.convention ?? null, limit, lang]];
    case '/api/play': return ['play', [b.position ?? null, b.convention ?? null, lang]];
    case '/api/sequence': return ['sequence', [b.game ?? null, Number.isInteger(b.to) ? b.to : NONE, lang]];
    case '/api/table': return ['table', [b.game ?? null, Array.isArray(b.ranges) ? b.ranges : null, lang]];
    case '/api/quotient': return ['quotient', [b.game ?? null, Number.isInteger(b.to) ? b.to : NONE, lang]];
    case '/api/wythoff': return ['wythoff', [new URLSearchParams(query).get('to'), lang]];
    case '/api/games': return ['games', [lang]];
    case '/api/texts': return ['texts', [lang]];
    default: return null;
  }
}

function staticTransport() {
  const answered = (answer) => ({ok: !answer.startsWith('{"error":'), text: answer, status: ''});
  const onPage = {engine: null};
  let worker = null;
  let pending = new Map();
  let nextId = 1;
  let maxMillis = 0; // the server's limit on a request's computing time, as the engine reports it
  // How long a first answer may hold the page's thread: past it, the question goes to the worker.
  // At a load of 20, Chromium's first solve of nim 3 4 5 took 130-280 ms, a misère Kayles sum
  // 610-690 ms, and the 500 moves of a Wythoff position of 30 digits 1.1-1.5 s (the worker's).
  const FIRST_MILLIS = 1000;
  // The engine stops itself at the server's limit; a worker still busy this long after it is ended.
  const GRACE_MILLIS = 2000;

  function start() {
    try {
      worker = new Worker('worker.js');
    } catch (e) {
      worker = null;
      return;
    }
    worker.onmessage = ({data}) => {
      if ('maxMillis' in data) {
        maxMillis = data.maxMillis;
      } else if ('progress' in data) {
        showProgress(data.progress);
      } else if ('started' in data) {
        const request = pending.get(data.started);
        if (request) {
          request.timer = setTimeout(() => stop(request.lang, true), maxMillis + GRACE_MILLIS);
        }
      } else {
        const request = pending.get(data.id);
        pending.delete(data.id);
        clearTimeout(request.timer);
        if (pending.size === 0) {
          hideProgress();
        }
        request.resolve(answered(data.answer));
      }
    };
  }

  // Ends the worker and every request it held: by the Stop button, or when a request's time is up,
  // which is answered as the server answers it. A fresh worker takes the next requests.
  async function stop(lang, timeUp) {
    const stopped = [...pending.values()];
    pending = new Map();
    worker.terminate();
    hideProgress();
    start();
    const message = timeUp ? (await call('timeUp', [lang])).text : JSON.stringify({error: t('stopped')});
    stopped.forEach((request) => { clearTimeout(request.timer); request.resolve(answered(message)); });
  }

  function call(name, args, lang) {
    if (!worker) {
      return engineOnPage().then((engine) => answered(engine[name](...args)));
    }
    if (document.readyState !== 'complete') {
      return engineOnPage().then((engine) => firstAnswer(engine, name, args, lang));
    }
    return inWorker(name, args, lang);
  }

  function firstAnswer(engine, name, args, lang) {
    engine.limitTime(FIRST_MILLIS);
    const answer = engine[name](...args);
    return engine.timedOut() ? inWorker(name, args, lang) : answered(answer);
  }

  function inWorker(name, args, lang) {
    return new Promise((resolve) => {
      const id = nextId++;
      pending.set(id, {resolve, lang, timer: null});
      setTimeout(() => { if (pending.has(id)) showProgress(0); }, 300);
      worker.postMessage({id, call: name, args});
    });
  }

  // The engine as a script of the page; its exports are kept off the page's globals.
  function engineOnPage() {
    if (!onPage.engine) {
      onPage.engine = new Promise((resolve, reject) => {
        self.define = (deps, module) => { const exports = {}; module(exports); exports.main([]); resolve(exports); };
        self.define.amd = true;
        const script = document.createElement('script');
        script.src = 'engine.js';
        script.onload = () => { delete self.define; };
        script.onerror = reject;
        document.head.append(script);
      });
    }
    return onPage.engine;
  }

  function progressBox() {
    let box = document.getElementById('progress');
    if (!box) {
      box = document.createElement('div');
      box.id = 'progress';
      box.className = 'progress';
      box.setAttribute('role', 'status');
      const text = document.createElement('span');
      const button = document.createElement('button');
      button.type = 'button';
      button.id = 'stop';
      button.addEventListener('click', () => stop(null, false));
      box.append(text, button);
      document.getElementById('setup').append(box);
    }
    return box;
  }

  function showProgress(states) {
    const box = progressBox();
    box.hidden = false;
    box.firstChild.textContent = t('working', Number(states).toLocaleString());
    box.lastChild.textContent = t('stop');
  }

  function hideProgress() {
    const box = document.getElementById('progress');
    if (box) {
      box.hidden = true;
    }
  }

  start();
  if (worker) {
    engineOnPage(); // now, while the page loads: a script still loading holds the load event back
  }
  document.addEventListener('DOMContentLoaded', () => {
    const note = document.getElementById('edition-note');
    if (note) {
      note.hidden = false;
    }
  });
  return {
    edition: 'static',
    ask(path, body, lang) {
      if (route(path) === '/api/language') {
        // The static page follows the link's language, else the browser's.
        return Promise.resolve({ok: true, text: '{"language":null}', status: ''});
      }
      const engine = engineCall(path, body, lang);
      if (!engine) {
        return Promise.resolve({ok: false, text: JSON.stringify({error: t('serverOnly')}), status: ''});
      }
      return call(engine[0], engine[1], lang);
    },
  };
}

function route(path) {
  return path.split('?')[0];
}
