// The app's release velocity, number for number (RefreshPhysics' VelocityTracker with its
// leastSquares estimator): a degree-2 least-squares fit of position against age over the newest 20
// reports, at most `window` s back and no gap over `stopGap` s; 0 when the pointer last moved more
// than stopGap before the release, and never against its last movement. Times in seconds, to whole µs.
const historySize = 20;
const micro = (s) => Math.round(s * 1e6);

export class VelocityTracker {
  constructor(window = 0.1, stopGap = 0.04) {
    this.window = window;
    this.stopGap = stopGap;
    this.samples = []; // { time: µs, position }
    this.lastMove = null;
    this.lastDirection = 0;
  }

  add(t, x) {
    const us = micro(t);
    if (this.samples.length === 0) {
      this.samples.push({ time: us, position: x });
      this.lastMove = us;
      return;
    }
    const last = this.samples[this.samples.length - 1];
    if (x !== last.position) {
      this.lastMove = Math.max(us, last.time);
      this.lastDirection = x > last.position ? 1 : -1;
    }
    if (us <= last.time) this.samples[this.samples.length - 1] = { time: last.time, position: x };
    else {
      this.samples.push({ time: us, position: x });
      if (this.samples.length > historySize) this.samples.shift();
    }
  }

  hasStopped(t) {
    return this.lastMove !== null && micro(t) - this.lastMove > micro(this.stopGap);
  }

  velocity(t) {
    if (this.samples.length < 2 || this.hasStopped(t)) return 0;
    const v = this.leastSquares(micro(this.window), micro(this.stopGap));
    if (!Number.isFinite(v)) return 0;
    return v * this.lastDirection < 0 ? 0 : v;
  }

  leastSquares(horizon, gap) {
    const h = this.samples, newest = h[h.length - 1];
    const at = (i) => h[h.length - 1 - i];
    let previous = newest.time, n = 0;
    while (n < Math.min(h.length, historySize)) {
      const time = at(n).time;
      if (newest.time - time > horizon || previous - time > gap) break;
      previous = time;
      n += 1;
    }
    if (n < 2) return 0;
    const sample = (i) => ({ t: -(newest.time - at(i).time) / 1000, y: at(i).position - newest.position });
    if (n === 2) {
      const a = sample(1);
      return a.t < 0 ? (a.y / a.t) * 1000 : 0;
    }
    let mt = 0, mq = 0, my = 0;
    for (let i = 0; i < n; i++) { const s = sample(i); mt += s.t; mq += s.t * s.t; my += s.y; }
    mt /= n; mq /= n; my /= n;
    let stt = 0, stq = 0, sqq = 0, sty = 0, sqy = 0;
    for (let i = 0; i < n; i++) {
      const s = sample(i), dt = s.t - mt, dq = s.t * s.t - mq, dy = s.y - my;
      stt += dt * dt; stq += dt * dq; sqq += dq * dq; sty += dt * dy; sqy += dq * dy;
    }
    const den = stt * sqq - stq * stq;
    if (!(den > 1e-12 * stt * sqq) || !Number.isFinite(den)) return 0;
    return ((sty * sqq - sqy * stq) / den) * 1000;
  }
}
