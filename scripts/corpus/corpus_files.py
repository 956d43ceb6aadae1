"""The corpus's files: the apps' truth files (scripts/corpus/<app>.json) and pull-requests.json, as
checkout.py and draw-corpus.py read them."""

import glob
import json
import os

HERE = os.path.dirname(os.path.abspath(__file__))


def apps():
    """(app name, checkout folder name, truth) of every truth file, in file order: the name is the file's
    stem, the folder its `checkout` key or else the stem."""
    out = []
    for path in sorted(glob.glob(os.path.join(HERE, "*.json"))):
        if os.path.basename(path) == "pull-requests.json":
            continue
        with open(path) as file:
            truth = json.load(file)
        stem = os.path.splitext(os.path.basename(path))[0]
        out.append((stem, truth.get("checkout") or stem, truth))
    return out


def pull_requests():
    """The pull requests of pull-requests.json: id, repo, checkout (an app's name), base, head, change."""
    with open(os.path.join(HERE, "pull-requests.json")) as file:
        return json.load(file)["pullRequests"]
