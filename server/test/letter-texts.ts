// The resumes and ad the generation route tests send: one backend engineer, told briefly (enough for a language
// model's prompt) and in full (enough for the built-in composer to write a letter that passes every check).

/** A short resume: two achievements, for prompts and fake models. */
export const shortResume = `Jordan Rivera
jordan.rivera@example.com

Experience
Senior Backend Engineer, Acme Payments (2019 - Present)
- Cut p95 API latency by 40% by redesigning the caching layer in Go and Redis
- Led a team of 5 engineers migrating 12 services to Kubernetes

Skills
Go, Python, PostgreSQL, Redis, Kubernetes`;

/** The ad for the short resume. */
export const shortJobDescription = `Backend Engineer - Northwind Cloud

Northwind Cloud is hiring a Backend Engineer.

Requirements
- 4+ years building backend services in Go
- Experience with Kubernetes`;

/** A full resume: two roles with four results each, skills and a degree. */
export const fullResume = `Jordan Rivera
jordan.rivera@example.com | (555) 010-2000

Summary
Backend engineer with 9 years of experience building payment and logistics services in Go and Python.

Experience
Senior Backend Engineer, Acme Payments (2019 - Present)
- Cut p95 API latency by 40% by redesigning the caching layer in Go and Redis
- Led a team of 5 engineers migrating 12 services to Kubernetes
- Introduced contract tests for 30 internal APIs, which halved release rollbacks
- Mentor 3 junior engineers through weekly code reviews

Backend Engineer, Blue Harbor Logistics (2015 - 2019)
- Built a PostgreSQL-backed routing service handling 2 million requests a day
- Designed the event pipeline that sent shipment updates to 40 warehouses in real time
- Wrote the on-call runbooks used by 4 teams
- Cut cloud costs by 25% by moving batch jobs to spot instances

Skills
Go, Python, PostgreSQL, Redis, Kubernetes, Docker, AWS

Education
B.Sc. Computer Science, University of Washington, 2015`;

/** The ad for the full resume. */
export const fullJobDescription = `Backend Engineer - Northwind Cloud

Northwind Cloud is hiring a Backend Engineer to build reliable services for our platform team.

Requirements
- 4+ years building backend services in Go or Python
- Strong PostgreSQL experience
- Experience with Kubernetes

Nice to have
- Redis`;
