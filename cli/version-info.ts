/** ctl's own version: one place, read by `ctl version` and `ctl --version`. */
export const CLIENT_GIT_VERSION = 'v0.1.0';
