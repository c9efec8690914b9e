-- Keycloak keeps its own database beside the LMS's.
CREATE DATABASE keycloak OWNER lms;
