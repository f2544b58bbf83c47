#!/usr/bin/env python3
"""CycloneDX 1.5 SBOM (JSON) of the punto-banco binary's dependencies, from `cargo metadata`.

Reads `cargo metadata --format-version 1 --filter-platform TARGET` on standard input and
writes the SBOM on standard output: the root package as the described component, every
package the binary links (normal and build dependencies reached from the root with its
default features, as cargo resolved them; dev-dependencies left out) as a library component
with its version, package URL, licence (the SPDX expression of its manifest, or the name of
its licence file) and the SHA-256 of its crate file from Cargo.lock, and the dependency
graph. Nothing in it depends on the time or the machine: no timestamp, no serial number, no
path, components sorted, so the same Cargo.lock always gives the same bytes.

`sbom.py --check FILE` checks an SBOM instead: valid against the CycloneDX 1.5 JSON schema
(strict: no field the schema does not define; the schemas of cyclonedx-python-lib, which
must be installed), and a licence and a SHA-256 for every library component. Exit status 1
with the reasons when it is not.

Used by scripts/release; written here because no SBOM tool is part of the toolchain.
"""
import json
import sys

ROOT = "punto-banco"


def purl(pkg):
    return f"pkg:cargo/{pkg['name']}@{pkg['version']}"


def licences(pkg):
    if pkg.get("license"):
        # Old manifests write `MIT/Apache-2.0`; SPDX spells it `MIT OR Apache-2.0`.
        return [{"expression": pkg["license"].replace("/", " OR ")}]
    if pkg.get("license_file"):
        return [{"license": {"name": f"see {pkg['license_file'].split('/')[-1]} in the crate"}}]
    return []


def checksums(lock_path):
    """SHA-256 of each registry crate, from Cargo.lock's `checksum` lines."""
    sums, name, version = {}, None, None
    try:
        with open(lock_path, encoding="utf-8") as f:
            for line in f:
                line = line.strip()
                if line == "[[package]]":
                    name = version = None
                elif line.count('"') != 2:
                    continue
                elif line.startswith("name = "):
                    name = line.split('"')[1]
                elif line.startswith("version = "):
                    version = line.split('"')[1]
                elif line.startswith("checksum = "):
                    sums[(name, version)] = line.split('"')[1]
    except OSError:
        pass
    return sums


def main():
    meta = json.load(sys.stdin)
    packages = {p["id"]: p for p in meta["packages"]}
    nodes = {n["id"]: n for n in meta["resolve"]["nodes"]}
    root = next(p for p in meta["packages"] if p["name"] == ROOT and p["source"] is None)
    sums = checksums(meta["workspace_root"] + "/Cargo.lock")

    # Walk from the root through normal and build dependencies only.
    seen, todo, edges = set(), [root["id"]], {}
    while todo:
        pid = todo.pop()
        if pid in seen:
            continue
        seen.add(pid)
        deps = []
        for d in nodes[pid]["deps"]:
            kinds = {k["kind"] for k in d["dep_kinds"]}
            if kinds - {"dev"}:
                deps.append(d["pkg"])
                todo.append(d["pkg"])
        edges[pid] = sorted(set(deps), key=lambda i: purl(packages[i]))

    def component(pkg, kind):
        c = {
            "type": kind,
            "bom-ref": purl(pkg),
            "name": pkg["name"],
            "version": pkg["version"],
            "purl": purl(pkg),
        }
        if pkg.get("description"):
            c["description"] = " ".join(pkg["description"].split())
        if licences(pkg):
            c["licenses"] = licences(pkg)
        sha = sums.get((pkg["name"], pkg["version"]))
        if sha:
            c["hashes"] = [{"alg": "SHA-256", "content": sha}]
        if pkg.get("repository"):
            c["externalReferences"] = [{"type": "vcs", "url": pkg["repository"]}]
        return c

    libs = sorted((packages[i] for i in seen if i != root["id"]), key=purl)
    bom = {
        "bomFormat": "CycloneDX",
        "specVersion": "1.5",
        "version": 1,
        "metadata": {
            "tools": {
                "components": [
                    {"type": "application", "name": "scripts/sbom.py (punto-banco)"}
                ]
            },
            "component": component(root, "application"),
        },
        "components": [component(p, "library") for p in libs],
        "dependencies": [
            {"ref": purl(packages[i]), "dependsOn": [purl(packages[d]) for d in edges[i]]}
            for i in sorted(seen, key=lambda i: purl(packages[i]))
        ],
    }
    json.dump(bom, sys.stdout, indent=2, ensure_ascii=False)
    sys.stdout.write("\n")


def check(path):
    """Validates the SBOM at `path`; returns the problems found (empty when it is valid)."""
    from cyclonedx.schema import SchemaVersion
    from cyclonedx.validation.json import JsonStrictValidator

    with open(path, encoding="utf-8") as f:
        text = f.read()
    problems = []
    error = JsonStrictValidator(SchemaVersion.V1_5).validate_str(text)
    if error is not None:
        # The first line names the field; the rest is the schema, at length.
        problems.append(f"not valid CycloneDX 1.5: {str(error).splitlines()[0]}")
    bom = json.loads(text)
    if bom.get("specVersion") != "1.5":
        problems.append(f"specVersion is {bom.get('specVersion')!r}, not '1.5'")
    components = bom.get("components", [])
    if not components:
        problems.append("no components")
    for c in components:
        if not c.get("licenses"):
            problems.append(f"{c.get('purl')}: no licence")
        if not c.get("hashes"):
            problems.append(f"{c.get('purl')}: no SHA-256")
    return problems


if __name__ == "__main__":
    if len(sys.argv) == 3 and sys.argv[1] == "--check":
        found = check(sys.argv[2])
        for p in found:
            print(f"error: {sys.argv[2]}: {p}", file=sys.stderr)
        if found:
            sys.exit(1)
        print(f"{sys.argv[2]}: valid CycloneDX 1.5, every component with a licence and a SHA-256", file=sys.stderr)
    elif len(sys.argv) == 1:
        main()
    else:
        print("usage: sbom.py < cargo-metadata.json > sbom.json | sbom.py --check FILE", file=sys.stderr)
        sys.exit(2)
