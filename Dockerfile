# The production image (docs/operations.md): the same npm scripts CI runs.
# Build:  docker build -t ise-portal .
# Run:    docker run -e DATABASE_URL=postgres://… -p 3000:3000 ise-portal   (migrate first: … ise-portal npm run db:migrate)

# ---- build: every dependency, then `npm run build` (the portal, the element scripts and dist/server) ----
FROM node:22-bookworm-slim AS build
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci
COPY . .
RUN npm run build

# ---- runtime dependencies only: `npm ci --omit=dev` (no tsx, no build tools) ----
FROM node:22-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
RUN npm ci --omit=dev && npm cache clean --force

# ---- runtime: plain node over dist/, as a user without rights ----
FROM node:22-bookworm-slim
ENV NODE_ENV=production PORT=3000
WORKDIR /app
COPY --from=deps /app/node_modules ./node_modules
COPY --from=build /app/dist ./dist
COPY package.json ./
USER node
EXPOSE 3000
# The process answers: GET /livez (readiness, with the database, is /readyz: for the load balancer).
HEALTHCHECK --interval=10s --timeout=3s --start-period=30s --retries=3 \
  CMD node -e "fetch('http://127.0.0.1:'+(process.env.PORT||3000)+'/livez').then(r=>process.exit(r.ok?0:1),()=>process.exit(1))"
CMD ["npm", "run", "start:prod"]
