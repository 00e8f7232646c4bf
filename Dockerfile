# The app image: builds contracts, backend and frontend, then runs the API that also serves the site.
FROM node:20-bookworm-slim AS build
WORKDIR /app
# better-sqlite3 compiles from source (the embedded store is still available inside the image).
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

FROM node:20-bookworm-slim
WORKDIR /app
ENV NODE_ENV=production PORT=3000 DATA_DIR=/data
COPY --from=build /app /app
RUN mkdir -p /data && chown node:node /data
USER node
EXPOSE 3000
CMD ["node", "backend/dist/main.js"]
