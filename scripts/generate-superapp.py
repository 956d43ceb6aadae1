#!/usr/bin/env python3
"""Write samples/superapp: a production-sized RIBs app (153 RIB types, 129 attached at the end of
its session, 9 levels deep), as a recorder would see it, in two versions for reviewing a change.

The app is shaped like the apps RIBs was made for: a root that chooses between logged out and logged in,
a viewless LoggedIn holding session-scoped business logic, a tab bar with five tabs, each tab a viewless
wrapper around a navigation RIB (a UINavigationController pushing screens), screens made of child RIBs
attached together, routers choosing one of several alternatives, and viewless wrappers that route to a
reusable RIB whose Dependency the wrapper's parent satisfies (so the dependency edge skips the wrapper).
Every viewful RIB takes the app-wide services `analytics` and `imageLoader` from the root component
(long tunnels), RIBs under LoggedIn take `session` from LoggedIn, and each takes one stream from its
parent. One adapter (`PaymentAdapter`) satisfies PaymentMethod's Dependency with its own component.

The session (300-odd events): launch, onboarding and sign-in, detach LoggedOut, attach LoggedIn with
its tabs, then every tab is browsed: screens pushed and popped, alternatives switched, ending with every
navigation stack pushed to its deepest screen, so the final tree holds most of the app.

base.json is the app; head.json is the same app after a change a reviewer should see: a RIB added
(GiftCard), one removed (StoryViewer), one moved (Chat from the Orders tab to the Profile tab), one turned
viewless (OrderSummary), and dependency changes: `imageLoader` removed from ProductReviews, `currency` added to
Checkout, AddCard's Dependency now satisfied by AddCardWrapper itself (provider moved), and
OrderTracking's `session` now provided by the root (a longer tunnel).

Usage: python3 scripts/generate-superapp.py [OUTDIR]   (default samples/superapp; deterministic)
"""

import json
import sys
from pathlib import Path

# name: (kind, mode, children). kind: view | viewless | nav | tabbar. mode: how the router attaches its
# children: together (all, when it loads), alternatives (one at a time), stack (pushed one on another).
APP = ("SuperApp", "view", "alternatives", [
    ("LoggedOut", "view", "alternatives", [
        ("Welcome", "view", "together", []),
        ("SignIn", "view", "alternatives", [("SignInPassword", "view", "together", []),
                                            ("SignInOTP", "view", "together", [])]),
        ("SignUp", "view", "stack", [("SignUpProfile", "view", "together", []),
                                     ("SignUpTerms", "view", "together", [])]),
        ("ForgotPassword", "view", "together", []),
    ]),
    ("LoggedIn", "viewless", "together", [
        ("AppSession", "viewless", "together", []),
        ("PushHandling", "viewless", "together", []),
        ("DeepLinkRouting", "viewless", "together", []),
        ("MainTabBar", "tabbar", "together", [
            ("HomeWrapper", "viewless", "together", [("HomeNavigation", "nav", "stack", [
                ("Home", "view", "together", [
                    ("HomeBanner", "view", "together", []), ("HomeStories", "view", "together", []),
                    ("HomeFeed", "view", "together", [("FeedCard", "view", "together", []),
                                                      ("FeedAd", "view", "together", [])]),
                    ("HomeRecommendations", "view", "together", [])]),
                ("StoryViewer", "view", "together", [("StoryReply", "view", "together", [])]),
                ("Categories", "view", "together", [
                    ("CategoryGrid", "view", "together", []), ("CategoryBanner", "view", "together", []),
                    ("Subcategory", "view", "together", [("SubcategoryList", "view", "together", []),
                                                         ("SubcategoryFilter", "view", "together", [])])]),
                ("ProductDetail", "view", "together", [
                    ("ProductGallery", "view", "together", []), ("ProductOptions", "view", "together", []),
                    ("ProductReviews", "view", "alternatives", [("ReviewList", "view", "together", []),
                                                                 ("WriteReview", "view", "together", [])]),
                    ("AddToCartWrapper", "viewless", "together", [("AddToCart", "view", "together", [])])]),
                ("Cart", "view", "together", [("CartItems", "view", "together", []),
                                              ("CartSummary", "view", "together", []),
                                              ("PromoCode", "view", "together", [])]),
                ("CheckoutWrapper", "viewless", "together", [("Checkout", "view", "alternatives", [
                    ("PaymentMethod", "view", "alternatives", [("ApplePay", "view", "together", []),
                                                               ("SavedCards", "view", "together", [])]),
                    ("AddCardWrapper", "viewless", "together", [("AddCard", "view", "together", [
                        ("CardScanner", "view", "together", []), ("CardForm", "view", "together", [])])]),
                    ("OrderConfirmation", "view", "together", [])])]),
            ])]),
            ("SearchWrapper", "viewless", "together", [("SearchNavigation", "nav", "stack", [
                ("Search", "view", "together", [("SearchBar", "view", "together", []),
                                                ("SearchSuggestions", "view", "together", []),
                                                ("SearchHistory", "view", "together", [])]),
                ("SearchResults", "view", "alternatives", [("ResultsList", "view", "together", []),
                                                           ("ResultsMap", "view", "together", [])]),
                ("Filter", "view", "together", [("FilterPrice", "view", "together", []),
                                                ("FilterCategory", "view", "together", []),
                                                ("FilterBrand", "view", "together", []),
                                                ("FilterRating", "view", "together", [])]),
                ("StoreDetail", "view", "together", [("StoreHeader", "view", "together", []),
                                                     ("StoreProducts", "view", "together", []),
                                                     ("StoreInfo", "view", "together", [])]),
                ("Compare", "view", "together", [("CompareTable", "view", "together", [])]),
                ("Scanner", "view", "together", [("BarcodeScanner", "view", "together", []),
                                                 ("ScanResult", "view", "together", [])]),
            ])]),
            ("OrdersWrapper", "viewless", "together", [("OrdersNavigation", "nav", "stack", [
                ("OrderList", "view", "together", [("OrderFilter", "view", "together", []),
                                                   ("OrderSummary", "view", "together", [])]),
                ("OrderDetail", "view", "together", [
                    ("OrderItems", "view", "together", []),
                    ("OrderStatus", "view", "alternatives", [("OrderTracking", "view", "together", [
                        ("TrackingMap", "view", "together", []), ("CourierContact", "view", "together", [])]),
                                                             ("OrderInvoice", "view", "together", [])])]),
                ("ReturnWrapper", "viewless", "together", [("Return", "view", "stack", [
                    ("ReturnReason", "view", "together", []), ("ReturnPickup", "view", "together", []),
                    ("ReturnConfirmation", "view", "together", [])])]),
                ("Chat", "view", "together", [("ChatMessages", "view", "together", []),
                                              ("ChatComposer", "view", "together", [])]),
                ("Subscriptions", "view", "together", [("SubscriptionList", "view", "together", []),
                                                       ("SubscriptionDetail", "view", "together", []),
                                                       ("PauseSubscription", "view", "together", [])]),
            ])]),
            ("WalletWrapper", "viewless", "together", [("WalletNavigation", "nav", "stack", [
                ("Wallet", "view", "together", [("Balance", "view", "together", []),
                                                ("CardList", "view", "together", []),
                                                ("QuickActions", "view", "together", [])]),
                ("TopUp", "view", "alternatives", [("BankTransfer", "view", "together", []),
                                                   ("CardTopUp", "view", "together", [])]),
                ("SendMoney", "view", "stack", [("Recipient", "view", "together", []),
                                                ("Amount", "view", "together", []),
                                                ("SendConfirmation", "view", "together", [])]),
                ("TransactionHistory", "view", "together", [("TransactionFilter", "view", "together", []),
                                                            ("TransactionList", "view", "together", [])]),
                ("Rewards", "view", "together", [("RewardPoints", "view", "together", []),
                                                 ("RewardOffers", "view", "together", [])]),
                ("Bills", "view", "together", [("BillList", "view", "together", []),
                                               ("BillPayment", "view", "together", []),
                                               ("BillReminder", "view", "together", [])]),
            ])]),
            ("ProfileWrapper", "viewless", "together", [("ProfileNavigation", "nav", "stack", [
                ("Profile", "view", "together", [("Avatar", "view", "together", []),
                                                 ("ProfileStats", "view", "together", [])]),
                ("Settings", "view", "stack", [
                    ("NotificationSettings", "view", "together", []),
                    ("PrivacySettings", "view", "together", []),
                    ("LanguageSettings", "view", "together", []),
                    ("AccountSettings", "view", "alternatives", [("ChangePassword", "view", "together", []),
                                                                 ("DeleteAccount", "view", "together", [])])]),
                ("Addresses", "view", "alternatives", [("AddressList", "view", "together", []),
                                                       ("AddressEdit", "view", "together", [
                                                           ("AddressMap", "view", "together", []),
                                                           ("AddressForm", "view", "together", [])])]),
                ("Support", "view", "alternatives", [("FAQ", "view", "together", []),
                                                     ("ContactForm", "view", "together", [])]),
                ("Coupons", "view", "together", [("CouponList", "view", "together", []),
                                                 ("CouponDetail", "view", "together", [])]),
                ("Referral", "view", "together", [("ReferralCode", "view", "together", []),
                                                  ("ReferralHistory", "view", "together", []),
                                                  ("InviteContacts", "view", "together", [])]),
                ("Notifications", "view", "together", [("NotificationList", "view", "together", []),
                                                       ("NotificationDetail", "view", "together", [])]),
            ])]),
        ]),
    ]),
])


def index(spec, parent=None, table=None):
    """name -> (kind, mode, children names, parent name), in preorder."""
    table = {} if table is None else table
    name, kind, mode, children = spec
    table[name] = (kind, mode, [c[0] for c in children], parent)
    for child in children:
        index(child, name, table)
    return table


def change_to_head(spec):
    """The reviewed change: GiftCard added, StoryViewer removed, Chat moved to Profile, OrderSummary viewless."""
    name, kind, mode, children = spec
    children = [change_to_head(c) for c in children if c[0] != "StoryViewer"]
    if name == "OrdersNavigation":
        children = [c for c in children if c[0] != "Chat"]
    if name == "ProfileNavigation":
        chat = ("Chat", "view", "together", [("ChatMessages", "view", "together", []),
                                             ("ChatComposer", "view", "together", [])])
        children = children + [chat]
    if name == "WalletNavigation":
        children = children + [("GiftCard", "view", "together", [("GiftCardDesign", "view", "together", [])])]
    if name == "OrderSummary":
        kind = "viewless"
    return (name, kind, mode, children)


class Session:
    """Plays the user's session as RIBs routers would attach and detach, checking every step."""

    def __init__(self, table):
        self.table = table
        self.events = []
        self.attached = {}  # child -> parent
        self.time = 0.0

    def record(self, kind, parent, child):
        self.time += 0.4
        self.events.append({"seq": len(self.events) + 1, "time": round(self.time, 1),
                            "kind": kind, "parent": parent, "child": child})

    def attach(self, parent, child):
        assert child not in self.attached and (parent is None or parent in self.attached), (parent, child)
        self.attached[child] = parent
        self.record("attach", parent, child)
        # A router attaches what it shows on load: every child attached together, the first alternative,
        # the first screen of a stack (RIBs runs the child's didLoad before attachChild returns).
        kind, mode, children, _ = self.table[child]
        if children:
            for first in (children if mode == "together" else children[:1]):
                self.attach(child, first)

    def detach(self, child):
        parent = self.attached[child]
        for name in [n for n, p in self.attached.items() if p == child]:
            self.forget(name)
        del self.attached[child]
        self.record("detach", parent, child)

    def forget(self, child):
        for name in [n for n, p in self.attached.items() if p == child]:
            self.forget(name)
        del self.attached[child]

    def switch(self, router, alternative):
        """An alternatives router shows `alternative`, detaching whichever alternative it showed."""
        for name in self.table[router][2]:
            if self.attached.get(name) == router and name != alternative:
                self.detach(name)
        if alternative not in self.attached:
            self.attach(router, alternative)

    def push_all(self, navigation):
        for screen in self.table[navigation][2]:
            if screen not in self.attached:
                self.attach(navigation, screen)

    def pop_to_root(self, navigation):
        for screen in reversed(self.table[navigation][2][1:]):
            if screen in self.attached:
                self.detach(screen)


def play(table):
    s = Session(table)
    s.attach(None, "SuperApp")
    s.switch("LoggedOut", "SignUp")
    s.attach("SignUp", "SignUpTerms")
    s.switch("LoggedOut", "SignIn")
    s.switch("SignIn", "SignInOTP")
    s.switch("SignIn", "SignInPassword")
    s.switch("SuperApp", "LoggedIn")
    navigations = [n for n, (kind, *_rest) in table.items() if kind == "nav"]
    alternatives = [n for n, (kind, mode, children, _) in table.items() if mode == "alternatives"
                    and n not in ("SuperApp", "LoggedOut", "SignIn")]
    # Browse: every tab's stack pushed and popped twice, every alternative tried, the stacks of
    # screens that are themselves stacks walked too.
    for _ in range(2):
        for navigation in navigations:
            s.push_all(navigation)
            for router in alternatives:
                if router in s.attached:
                    for option in table[router][2]:
                        s.switch(router, option)
            for stack in [n for n, (k, mode, c, _) in table.items() if mode == "stack" and n in s.attached
                          and table[n][0] != "nav"]:
                for screen in table[stack][2][1:]:
                    if screen not in s.attached:
                        s.attach(stack, screen)
            s.pop_to_root(navigation)
    for navigation in navigations:
        s.push_all(navigation)
    for stack in [n for n, (k, mode, c, _) in table.items() if mode == "stack" and n in s.attached]:
        for screen in table[stack][2]:
            if screen not in s.attached:
                s.attach(stack, screen)
    return s.events, s.attached


def trace(spec, app, changed):
    table = index(spec)
    events, _ = play(table)
    ribs, routes, dependencies, components, adapters = [], [], [], [], []
    for name, (kind, mode, children, parent) in table.items():
        rib = {"id": name, "router": f"{name}Router", "interactor": f"{name}Interactor"}
        if kind != "viewless":
            rib["view"] = {"nav": "UINavigationController", "tabbar": "MainTabBarController"}.get(
                kind, f"{name}ViewController")
        rib.update({"builder": f"{name}Builder", "dependency": f"{name}Dependency",
                    "component": f"{name}Component"})
        ribs.append(rib)
        components.append({"component": f"{name}Component",
                           "parent": f"{parent}Component" if parent else None})
        for child in children:
            route = {"parent": name, "child": child}
            if child == "PaymentMethod":
                route["adapter"] = "PaymentAdapter"
            routes.append(route)
        if parent is None:
            continue
        # A wrapper builds its child with the wrapper's own Dependency, which the wrapper's parent
        # satisfies; so the child's provider is the grandparent (unless the change moved it).
        provider = parent
        wrapper_passes_through = table[parent][0] == "viewless" and parent.endswith("Wrapper")
        if wrapper_passes_through and not (changed and name == "AddCard"):
            provider = table[parent][3]
        properties = []
        if kind != "viewless":
            properties += [
                {"name": "analytics", "type": "AnalyticsTracking", "providedBy": "SuperAppComponent"},
                {"name": "imageLoader", "type": "ImageLoading", "providedBy": "SuperAppComponent"},
            ]
        if changed and name == "ProductReviews":
            properties = [p for p in properties if p["name"] != "imageLoader"]
        if under(table, name, "LoggedIn"):
            session_provider = "SuperAppComponent" if changed and name == "OrderTracking" else "LoggedInComponent"
            properties.append({"name": "session", "type": "UserSession", "providedBy": session_provider})
        properties.append({"name": f"{lower(provider)}Stream", "type": f"{provider}Streaming",
                           "providedBy": f"{provider}Component"})
        if changed and name == "Checkout":
            properties.append({"name": "currency", "type": "CurrencyFormatting", "providedBy": "LoggedInComponent"})
        edge = {"child": name, "dependency": f"{name}Dependency", "component": f"{provider}Component"}
        if name == "PaymentMethod":
            edge = {"child": name, "dependency": "PaymentMethodDependency",
                    "component": "PaymentAdapter.Component", "provider": "PaymentAdapter"}
        elif provider != parent:
            edge["provider"] = provider
        edge["properties"] = properties
        dependencies.append(edge)
    adapters.append({"name": "PaymentAdapter", "parent": "Checkout", "child": "PaymentMethod",
                     "component": "PaymentAdapter.Component"})
    components.append({"component": "PaymentAdapter.Component", "parent": "CheckoutComponent"})
    return {"format": "ribgraph-trace", "version": 1, "app": app, "ribs": ribs, "routes": routes,
            "events": events, "dependencies": dependencies, "components": components, "adapters": adapters}


def under(table, name, ancestor):
    parent = table[name][3]
    while parent is not None:
        if parent == ancestor:
            return True
        parent = table[parent][3]
    return False


def lower(name):
    return name[0].lower() + name[1:]


def main():
    out = Path(sys.argv[1]) if len(sys.argv) > 1 else Path(__file__).resolve().parent.parent / "samples" / "superapp"
    out.mkdir(parents=True, exist_ok=True)
    for file, spec, changed, app in (("base.json", APP, False, "SuperApp (main)"),
                                     ("head.json", change_to_head(APP), True, "SuperApp (feature/gift-cards)")):
        document = trace(spec, app, changed)
        (out / file).write_text(json.dumps(document, indent=1, ensure_ascii=False) + "\n")
        _, attached = play(index(spec))
        print(f"{out / file}: {len(document['ribs'])} RIBs, {len(attached)} attached at the end, "
              f"{len(document['events'])} events, {len(document['dependencies'])} dependency edges",
              file=sys.stderr)


if __name__ == "__main__":
    main()
