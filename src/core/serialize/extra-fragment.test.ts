import { describe, expect, it } from "vitest";
import { checkFragment } from "./extra-fragment";

describe("checkFragment", () => {
  it.each([
    "<a/>",
    "<a></a >",
    "<a x=\"1\" y='2'>t &amp; &#233; &#x1F600;<b/><![CDATA[<]]><!-- c --><?pi x?></a>",
    '<p:a xmlns:p="urn:p"><p:b p:c="1"/></p:a>',
    "<a>]]</a>",
  ])("accepts %s", (fragment) => {
    expect(checkFragment(fragment)).toEqual({ ok: true, undeclared: [] });
  });

  it.each([
    "",
    "text",
    "<a>",
    "<a><b></a>",
    "<a></b>",
    '<a x="1" x="2"/>',
    '<a x="<"/>',
    "<a x=1/>",
    '<a x="1"y="2"/>',
    "<a>&nbsp;</a>",
    "<a>a & b</a>",
    "<a>&#0;</a>",
    "<a>]]></a>",
    "<a><![CDATA[x</a>",
    "<a><!-- x -- y --></a>",
    "<a><?xml version='1.0'?></a>",
    "<a><!DOCTYPE a></a>",
    "<a/><b/>",
    "<a/>tail",
    "<xmlns:a/>",
    "<:a/>",
    "<a:b:c/>",
    '<p:a xmlns:p=""/>',
  ])("refuses %j", (fragment) => {
    expect(checkFragment(fragment).ok).toBe(false);
  });

  it("lists prefixes used without a declaration in scope, in order", () => {
    const fragment = '<x:a y:b="1" xml:lang="en"><z:c xmlns:z="urn:z"/><z:d/></x:a>';
    expect(checkFragment(fragment)).toEqual({ ok: true, undeclared: ["x", "y", "z"] });
  });
});
