// The sample resume and job ad behind the landing page's example letter. The letter itself is written at build time
// by the built-in composer (web/example-letter-plugin.ts), so the example is always what the product makes today.

export const exampleResume = `Jordan Rivera
jordan.rivera@example.com | (555) 010-2000 | Seattle, WA

Summary
Backend engineer with 9 years of experience building reliable services in Go and Python.

Experience
Senior Backend Engineer | Acme Payments | 2019 – Present
- Cut p95 API latency by 40% by redesigning the caching layer in Go and Redis
- Led a team of 5 engineers migrating 12 services to Kubernetes
- Introduced contract tests that halved failed deployments
- Mentor 3 junior engineers through weekly code reviews and pairing

Backend Engineer | Blue Harbor Logistics | 2015 – 2019
- Built a PostgreSQL-backed routing service handling 2 million requests a day
- Automated on-call runbooks in Python, reducing pages by a third
- Designed the event pipeline that sent shipment updates to 40 warehouses in real time
- Cut cloud costs by 25% by moving batch jobs to spot instances

Skills
Go, Python, PostgreSQL, Redis, Kubernetes, Docker, AWS, gRPC

Education
B.Sc. Computer Science, University of Washington, 2015`;

export const exampleJobDescription = `Backend Engineer - Northwind Cloud

Northwind Cloud is hiring a Backend Engineer to build reliable services for our platform team.

What you will do
- Design and run the APIs behind our storage products
- Keep services fast and observable as traffic grows

Requirements
- 4+ years building backend services in Go or Python
- Strong PostgreSQL experience
- Experience with Kubernetes

Nice to have
- Redis
- gRPC`;
