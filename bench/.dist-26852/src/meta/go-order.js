/**
 * Ordering helpers that match Go, where upstream output order depends on it.
 */
/** Go string ordering (UTF-8 bytes, i.e. code points), not UTF-16 code units. */
export function compareGo(a, b) {
    if (a === b)
        return 0;
    const ia = a[Symbol.iterator]();
    const ib = b[Symbol.iterator]();
    for (;;) {
        const x = ia.next();
        const y = ib.next();
        if (x.done)
            return y.done ? 0 : -1;
        if (y.done)
            return 1;
        const cx = x.value.codePointAt(0);
        const cy = y.value.codePointAt(0);
        if (cx !== cy)
            return cx < cy ? -1 : 1;
    }
}
//# sourceMappingURL=go-order.js.map