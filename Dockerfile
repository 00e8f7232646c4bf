# The app image: builds contracts, backend and frontend, then runs the API that also serves the site.
# Node 24 is the current LTS line (Node 20 reached end of life on 2026-04-30); the code still runs on
# Node 20.19+ and 22 (package.json engines) for development machines.
FROM node:24-trixie-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source when no prebuilt binary fits (the embedded store is still
# available inside the image).
RUN apt-get update && apt-get install -y --no-install-recommends python3 make g++ && rm -rf /var/lib/apt/lists/*
COPY package.json package-lock.json tsconfig.base.json ./
COPY contracts/package.json contracts/
COPY backend/package.json backend/
COPY frontend/package.json frontend/
RUN npm ci
COPY contracts contracts
COPY backend backend
COPY frontend frontend
RUN npm run build && npm prune --omit=dev

FROM node:24-trixie-slim
WORKDIR /app
# NODE_ENV=production: JSON log lines on stdout (LOG_FORMAT overrides it).
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
# Ready = the event store answers, the log is followed and the read store answers (GET /api/ready,
# docs/operations.md). The image has no curl: Node's own fetch does the check.
HEALTHCHECK --interval=10s --timeout=5s --start-period=90s --retries=3 \
  CMD ["node", "-e", "fetch('http://127.0.0.1:' + (process.env.PORT || 3000) + '/api/ready', { signal: AbortSignal.timeout(4000) }).then((r) => process.exit(r.ok ? 0 : 1), () => process.exit(1))"]
CMD ["node", "--max-semi-space-size=64", "backend/dist/main.js"]
