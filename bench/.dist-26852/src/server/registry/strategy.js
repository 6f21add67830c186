export {};
//# sourceMappingURL=strategy.js.map