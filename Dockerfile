# One image per service, built from the workspace: `docker build --target backend .` / `--target gateway`.
FROM node:20-bookworm-slim AS deps
WORKDIR /app
COPY package.json package-lock.json ./
COPY backend/package.json backend/
COPY identity/package.json identity/
COPY gateway/package.json gateway/
RUN npm ci --no-audit --no-fund

FROM deps AS source
COPY tsconfig.base.json ./
COPY backend backend
COPY gateway gateway
COPY schema schema

FROM source AS backend
ENV NODE_ENV=production BACKEND_HOST=0.0.0.0 BACKEND_PORT=8000
EXPOSE 8000
USER node
CMD ["npm", "start", "-w", "backend"]

FROM source AS gateway
ENV NODE_ENV=production GATEWAY_PORT=4000
EXPOSE 4000
USER node
CMD ["npm", "start", "-w", "gateway"]
