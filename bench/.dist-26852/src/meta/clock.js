export const systemClock = {
    now: () => Date.now(),
    setTimer(fn, ms) {
        const t = setTimeout(fn, ms);
        t.unref?.();
        return () => clearTimeout(t);
    },
};
/** RFC3339 with second precision in UTC (metav1.Time JSON form). */
export function formatTime(ms) {
    return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z');
}
/** RFC3339 with exactly six fractional digits in UTC (metav1.MicroTime JSON form). */
export function formatMicroTime(ms, micros = 0) {
    const iso = new Date(ms).toISOString(); // 2024-01-01T00:00:00.123Z
    return iso.slice(0, 23) + String(micros % 1000).padStart(3, '0') + 'Z';
}
//# sourceMappingURL=clock.js.map