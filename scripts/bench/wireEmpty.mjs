// Wire bench entry (issue 25): nothing, so the bundler's own bytes can be told apart.
Object.assign(globalThis, { wire: {} });
