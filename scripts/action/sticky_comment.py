"""One comment per pull request, found again by a hidden marker and updated in place on every push.

Only a comment the Action's own identity wrote is updated: anyone can post a comment holding the marker on
a public pull request, and the Action must never rewrite it. The identity is the token's user (GET /user);
the workflow's GITHUB_TOKEN cannot read /user, and comments as github-actions[bot].

Talks to GitHub's REST API (GITHUB_API_URL, by default https://api.github.com) with the token it is
given; the tests point GITHUB_API_URL at a local stand-in.
"""

import json
import urllib.error
import urllib.request

MARKER = "<!-- ribgraph:sticky-comment -->"
WORKFLOW_BOT = "github-actions[bot]"


class CommentError(Exception):
    """The API refused or failed; the message says which request and what GitHub answered."""


def _request(api, token, method, path, body=None):
    data = None if body is None else json.dumps(body).encode()
    request = urllib.request.Request(api.rstrip("/") + path, data=data, method=method, headers={
        "Authorization": f"Bearer {token}",
        "Accept": "application/vnd.github+json",
        "X-GitHub-Api-Version": "2022-11-28",
        "Content-Type": "application/json",
        "User-Agent": "ribgraph-action",
    })
    try:
        with urllib.request.urlopen(request, timeout=30) as response:
            return json.loads(response.read() or b"null")
    except urllib.error.HTTPError as error:
        detail = error.read().decode(errors="replace")[:300]
        raise CommentError(f"{method} {path}: HTTP {error.code} {detail}") from None
    except (urllib.error.URLError, TimeoutError) as error:
        raise CommentError(f"{method} {path}: {error}") from None


def own_login(api, token):
    """The login the token comments as."""
    try:
        return (_request(api, token, "GET", "/user") or {}).get("login") or WORKFLOW_BOT
    except CommentError:
        return WORKFLOW_BOT


def upsert(api, token, repository, number, body):
    """Updates the pull request's ribgraph comment (one the token's identity wrote, holding the marker), or
    posts one when there is none; returns its URL."""
    body = MARKER + "\n" + body
    me = own_login(api, token)
    page = 1
    while True:
        comments = _request(api, token, "GET", f"/repos/{repository}/issues/{number}/comments?per_page=100&page={page}")
        for comment in comments:
            author = (comment.get("user") or {}).get("login")
            if author == me and MARKER in (comment.get("body") or ""):
                updated = _request(api, token, "PATCH", f"/repos/{repository}/issues/comments/{comment['id']}", {"body": body})
                return updated.get("html_url", "")
        if len(comments) < 100:
            break
        page += 1
    created = _request(api, token, "POST", f"/repos/{repository}/issues/{number}/comments", {"body": body})
    return created.get("html_url", "")
